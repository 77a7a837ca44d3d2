import type { TalkMessage } from './talk';

/** Case-insensitive substring match over categories, userName, tether handle, title and body (SPEC 5). */
export function matchesSearch(message: TalkMessage, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const haystacks = [...message.categories, message.userName, message.tetherHandle, message.title, message.body];
  return haystacks.some((text) => text !== undefined && text.toLowerCase().includes(needle));
}

/** The loaded posts that match the query; search never fetches (SPEC 5). */
export function searchMessages(messages: readonly TalkMessage[], query: string): TalkMessage[] {
  return messages.filter((message) => matchesSearch(message, query));
}
