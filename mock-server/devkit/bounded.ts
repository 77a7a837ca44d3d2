/** How much of a request or response body the journal keeps: enough to assert on, never enough to hurt. */
export const JOURNAL_LIMITS = { depth: 32, nodes: 20_000, stringLength: 20_000 } as const;

export interface Bounded {
  value: unknown;
  /** What was cut, in words, or null when the copy is whole. */
  cut: string | null;
  /** The length of the copy's JSON text, escapes aside: what the journal counts against its byte budget. */
  length: number;
}

/** The JSON length of a leaf (a string's escapes aside). */
const leafLength = (leaf: string | number | boolean | null) => (typeof leaf === 'string' ? leaf.length + 2 : String(leaf).length);

/** A JSON-safe copy of `value` with anything past the limits cut to a marker, so any body a client sends can be journaled. */
export function boundedCopy(value: unknown, limits: { [K in keyof typeof JOURNAL_LIMITS]: number } = JOURNAL_LIMITS): Bounded {
  const cuts = new Set<string>();
  let nodes = 0;
  let length = 0;
  const leaf = <T extends string | number | boolean | null>(kept: T): T => {
    length += leafLength(kept);
    return kept;
  };
  const copy = (node: unknown, depth: number): unknown => {
    nodes += 1;
    if (nodes > limits.nodes) {
      cuts.add(`more than ${limits.nodes} values`);
      return leaf('[cut: too many values]');
    }
    if (typeof node === 'string') {
      if (node.length <= limits.stringLength) return leaf(node);
      cuts.add(`a string longer than ${limits.stringLength} characters`);
      return leaf(`${node.slice(0, limits.stringLength)}[cut: ${node.length - limits.stringLength} more characters]`);
    }
    if (node === null || typeof node === 'number' || typeof node === 'boolean') return leaf(node);
    // undefined, functions, symbols and bigints never come from JSON; keep their type only.
    if (typeof node !== 'object') return leaf(node === undefined ? null : `[${typeof node}]`);
    if (depth >= limits.depth) {
      cuts.add(`nesting deeper than ${limits.depth} levels`);
      return leaf(`[cut: deeper than ${limits.depth} levels]`);
    }
    // A sealed value that fits whole is its own copy: frozen, it can never change under the journal.
    const facts = sealed(node);
    if (
      facts &&
      nodes - 1 + facts.nodes <= limits.nodes &&
      depth + facts.depth < limits.depth &&
      facts.longestString <= limits.stringLength
    ) {
      nodes += facts.nodes - 1;
      length += facts.length;
      return node;
    }
    // Brackets and commas.
    length += 1 + Math.max(1, Array.isArray(node) ? node.length : Object.keys(node).length);
    if (Array.isArray(node)) return node.map((item: unknown) => copy(item, depth + 1));
    const out: Record<string, unknown> = {};
    // Defined, not assigned: a key named __proto__ (JSON.parse makes it an own key) would set the copy's prototype.
    for (const [key, item] of Object.entries(node)) {
      length += key.length + 3;
      Object.defineProperty(out, key, { value: copy(item, depth + 1), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  const result = copy(value, 0);
  return { value: result, cut: cuts.size === 0 ? null : [...cuts].join(', '), length };
}

/** What the journal needs to know about a sealed value without walking it again. */
interface SealedFacts {
  /** Values in it, itself included (as boundedCopy counts them). */
  nodes: number;
  /** How many objects deep it goes below itself (0: no object inside). */
  depth: number;
  longestString: number;
  /** The length of its JSON text, escapes aside. */
  length: number;
}

const sealedFacts = new WeakMap<object, SealedFacts>();

/** The facts of a plain JSON value; null for anything else (undefined, a Date, a class instance, a cycle). */
function measure(value: unknown, open = new Set<object>()): SealedFacts | null {
  if (value === null || typeof value === 'boolean' || typeof value === 'number')
    return { nodes: 1, depth: 0, longestString: 0, length: leafLength(value) };
  if (typeof value === 'string') return { nodes: 1, depth: 0, longestString: value.length, length: leafLength(value) };
  if (typeof value !== 'object') return null;
  const known = sealedFacts.get(value);
  if (known) return known;
  if (open.has(value) || (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype)) return null;
  if (Array.isArray(value) && Object.keys(value).length !== value.length) return null;
  open.add(value);
  const keys = Array.isArray(value) ? [] : Object.keys(value);
  const items = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
  const facts = { nodes: 1, depth: 0, longestString: 0, length: 1 + Math.max(1, items.length) };
  for (const key of keys) facts.length += key.length + 3;
  for (const item of items) {
    const inner = measure(item, open);
    if (!inner) return null;
    facts.nodes += inner.nodes;
    facts.length += inner.length;
    if (item !== null && typeof item === 'object') facts.depth = Math.max(facts.depth, inner.depth + 1);
    facts.longestString = Math.max(facts.longestString, inner.longestString);
  }
  open.delete(value);
  return facts;
}

// Frozen, it cannot change under the journal, which keeps it by reference instead of copying it per call; boundedCopy
// still cuts it where it would cut a copy. A value that is not plain JSON is left as it is.
/** Freezes a JSON value made once and answered many times (a feed's posts), remembering its size for the journal. */
export function seal<T>(value: T): T {
  const facts = measure(value);
  if (!facts || value === null || typeof value !== 'object') return value;
  const freeze = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || Object.isFrozen(node)) return;
    for (const item of Object.values(node)) freeze(item);
    Object.freeze(node);
  };
  freeze(value);
  const remember = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || sealedFacts.has(node)) return;
    for (const item of Object.values(node)) remember(item);
    sealedFacts.set(node, measure(node) as SealedFacts);
  };
  remember(value);
  return value;
}

/** The facts of a sealed value; undefined when it was not sealed. */
export function sealed(value: unknown): SealedFacts | undefined {
  return value !== null && typeof value === 'object' ? sealedFacts.get(value) : undefined;
}
