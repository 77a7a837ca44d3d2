/** Slug part limit (SPEC 9). */
export const SLUG_MAX_LENGTH = 50;
const ID_PATTERN = /^[A-Za-z0-9]{20,}$/;

/** True for a post id: 20 or more ASCII letters and digits. */
export function isMessageId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** The slug of a title (SPEC 9), cut by code points: half a surrogate pair would make encodeURIComponent throw. */
export function slugify(title: string): string {
  // As SPEC words it, a dash at either end included: the canonical address is the one every client builds.
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/g, '-');
  return Array.from(slug).slice(0, SLUG_MAX_LENGTH).join('');
}

/** The canonical `/talk/{id}-{slug}` path of a post. */
export function talkPath(message: { id: string; title: string }): string {
  const slug = slugify(message.title);
  return `/talk/${encodeURIComponent(slug ? `${message.id}-${slug}` : message.id)}`;
}

export interface ParsedMessageSlug {
  id: string;
  slug: string;
}

/** A slug is lowercased, so a capital letter marks an id (a store id is mixed-case). */
const hasCapital = (value: string) => /[A-Z]/.test(value);

/** The id of `{id}-{slug}` or `{slug}-{id}`, else null; if both ends could be one, a capital marks it, else the first wins. */
export function parseMessageSlug(messageSlug: string): ParsedMessageSlug | null {
  const parts = messageSlug.split('-');
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1] ?? '') : '';
  const idAtEnd = isMessageId(last) && (!isMessageId(first) || (hasCapital(last) && !hasCapital(first)));
  if (idAtEnd) return { id: last, slug: parts.slice(0, -1).join('-') };
  if (isMessageId(first)) return { id: first, slug: parts.slice(1).join('-') };
  return null;
}
