/** Slug part limit (SPEC 9). */
export const SLUG_MAX_LENGTH = 50;
const ID_PATTERN = /^[A-Za-z0-9]{20,}$/;

/** True for a post id: 20 or more ASCII letters and digits. */
export function isMessageId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/**
 * The slug of a title: lowercased, punctuation removed, runs of whitespace, underscores and dashes
 * turned into one dash, cut to 50 characters (never ending or starting on a dash).
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
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

/** Reads the id from `{id}-{slug}` or `{slug}-{id}`; null when neither end holds an id. */
export function parseMessageSlug(messageSlug: string): ParsedMessageSlug | null {
  const parts = messageSlug.split('-');
  const first = parts[0] ?? '';
  if (isMessageId(first)) return { id: first, slug: parts.slice(1).join('-') };
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && isMessageId(last)) return { id: last, slug: parts.slice(0, -1).join('-') };
  return null;
}
