import { AUTHOR_SCAN_POSTS, type Category, type SortMode, type TalkMessage } from './talk';

export interface TalkQuery {
  sortMode: SortMode;
  limit: number;
  /** null or 'all' means every category. */
  filterCategory: Category | 'all' | null;
  /** The last id of the previous page; null for the first page. */
  lastDocId: string | null;
}

export interface TalkQueryResult {
  messages: TalkMessage[];
  hasMore: boolean;
  lastMessageId: string | null;
}

/** The user page's first call in its look for an author, shared so the start can make it before the page draws. */
export const FIRST_AUTHOR_SCAN_QUERY: TalkQuery = {
  sortMode: 'new',
  limit: AUTHOR_SCAN_POSTS,
  filterCategory: null,
  lastDocId: null,
};

/** The rest of the look for an author after `page`; null at its end, or after an empty page, so a server cannot prolong it. */
export function nextAuthorScanQuery(page: TalkQueryResult, postsRead: number): TalkQuery | null {
  return page.hasMore && page.lastMessageId !== null && page.messages.length > 0 && postsRead < AUTHOR_SCAN_POSTS
    ? { ...FIRST_AUTHOR_SCAN_QUERY, limit: AUTHOR_SCAN_POSTS - postsRead, lastDocId: page.lastMessageId }
    : null;
}

/** Thrown when `lastDocId` is not part of the ordered result. */
export class UnknownCursorError extends Error {
  override readonly name = 'UnknownCursorError';
}

const time = (message: TalkMessage): number => message.timestamp?.getTime() ?? 0;

/** top by rank, new by timestamp, discussed by reply count; ties fall back to id so pages never overlap or skip. */
const ORDER: Record<SortMode, (a: TalkMessage, b: TalkMessage) => number> = {
  top: (a, b) => b.rank - a.rank,
  new: (a, b) => time(b) - time(a),
  discussed: (a, b) => b.replies - a.replies,
};

/** The feed functions' semantics over a list of posts: filter, order, then one page after the cursor. */
export function queryTalkMessages(all: readonly TalkMessage[], query: TalkQuery): TalkQueryResult {
  const category = query.filterCategory === 'all' ? null : query.filterCategory;
  const ordered = all
    .filter((m) => category === null || m.categories.includes(category))
    .sort((a, b) => ORDER[query.sortMode](a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let start = 0;
  if (query.lastDocId !== null) {
    const index = ordered.findIndex((m) => m.id === query.lastDocId);
    if (index < 0) throw new UnknownCursorError(`lastDocId ${query.lastDocId} is not in this result`);
    start = index + 1;
  }
  const messages = ordered.slice(start, start + query.limit);
  return { messages, hasMore: start + messages.length < ordered.length, lastMessageId: messages.at(-1)?.id ?? null };
}
