import type { TalkMessage } from './talk';

/** Each post's searchable text, lowercased once, its fields joined by a character no query holds, so no match spans two. */
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

/** Loaded posts holding the query (SPEC 5); a keystroke that changes no result returns the same array, so nothing need re-render. */
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
