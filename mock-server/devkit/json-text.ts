import { sealed } from './bounded';

/** The JSON text of each sealed value, made the first time it is answered: sealed values are frozen, so it never goes stale. */
const texts = new WeakMap<object, string>();

/** The text of `node`, or null when it is not plain JSON around its sealed parts (JSON.stringify then does it all). */
function write(node: unknown, open: Set<object>): string | null {
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') return JSON.stringify(node);
  if (typeof node !== 'object') return null; // undefined, functions, symbols, bigints: JSON.stringify's own rules
  if (node === null) return 'null';
  const known = texts.get(node);
  if (known !== undefined) return known;
  if (sealed(node)) {
    const text = JSON.stringify(node);
    texts.set(node, text);
    return text;
  }
  // A cycle, a Date or a class instance (toJSON, own rules), an own toJSON: not plain.
  if (open.has(node) || (!Array.isArray(node) && Object.getPrototypeOf(node) !== Object.prototype) || 'toJSON' in node) return null;
  open.add(node);
  const parts: string[] = [];
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index++) {
      const text = write(node[index], open);
      if (text === null) return null;
      parts.push(text);
    }
  } else {
    for (const [key, item] of Object.entries(node)) {
      const text = write(item, open);
      if (text === null) return null;
      parts.push(`${JSON.stringify(key)}:${text}`);
    }
  }
  open.delete(node);
  return Array.isArray(node) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
}

/** The same text as `JSON.stringify(value)`, reusing each sealed value's text (a feed page's posts) instead of writing it again. */
export function jsonText(value: unknown): string {
  return write(value, new Set()) ?? JSON.stringify(value);
}
