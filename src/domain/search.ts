import type { TalkMessage } from './talk';

/**
 * Each post's searchable text, lowercased once: categories, userName, tether handle, title and body, joined by a
 * character no query can hold, so a query never matches across two fields. Keyed by the post object, so a
 * refetched post is read afresh and a dropped one is collected.
 */
const haystacks = new WeakMap<TalkMessage, string>();
const SEPARATOR = '\u0000';

function haystackOf(message: TalkMessage): string {
  let haystack = haystacks.get(message);
  if (haystack === undefined) {
    const fields = [...message.categories, message.userName, message.tetherHandle, message.title, message.body];
    haystack = fields
      .filter((text): text is string => text !== undefined)
      .join(SEPARATOR)
      .toLowerCase();
    haystacks.set(message, haystack);
  }
  return haystack;
}

function needleOf(query: string): string {
  return query.trim().toLowerCase().replaceAll(SEPARATOR, '');
}

/**
 * The loaded posts that match the query: a case-insensitive substring of their categories, userName, tether handle,
 * title or body (SPEC 5). Search never fetches. One pass, each post's text read once.
 */
export function searchMessages(messages: readonly TalkMessage[], query: string): TalkMessage[] {
  const needle = needleOf(query);
  if (needle === '') return [...messages];
  return messages.filter((message) => haystackOf(message).includes(needle));
}
