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

/** Queries whose results are kept for each list of posts searched: a word typed and deleted again. */
const KEPT_QUERIES = 32;

/** Recent results for each list of posts searched, by needle, oldest first. */
const recentResults = new WeakMap<readonly TalkMessage[], Map<string, readonly TalkMessage[]>>();

/**
 * The loaded posts that match the query: a case-insensitive substring of their categories, userName, tether handle,
 * title or body (SPEC 5), in the order given. Search never fetches. Made for typing, a keystroke at a time:
 * - a query typed before over the same list (a key deleted again) answers at once, with the same array;
 * - a query that contains an earlier one (the next key typed) looks only among that one's results;
 * - results holding the same posts as the list they were filtered from are that list itself.
 * So a key that changes no result leaves the array as it was, and what renders from it need not change either.
 */
export function searchMessages(messages: readonly TalkMessage[], query: string): readonly TalkMessage[] {
  const needle = needleOf(query);
  if (needle === '') return messages;
  let recent = recentResults.get(messages);
  if (!recent) {
    recent = new Map();
    recentResults.set(messages, recent);
  }
  let results = recent.get(needle);
  if (!results) {
    // Every post matching the needle matches any part of it: the smallest such earlier result is enough to read.
    let among = messages;
    for (const [earlier, found] of recent) if (found.length < among.length && needle.includes(earlier)) among = found;
    const found = among.filter((message) => haystackOf(message).includes(needle));
    results = found.length === among.length ? among : found;
  }
  // Most recently used last, so the oldest is the one forgotten.
  recent.delete(needle);
  recent.set(needle, results);
  const oldest = recent.keys().next().value;
  if (recent.size > KEPT_QUERIES && oldest !== undefined) recent.delete(oldest);
  return results;
}
