import { describe, expect, it } from 'vitest';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { AUTHOR_SCAN_POSTS } from '../../../src/domain/talk';
import { FIRST_AUTHOR_SCAN_QUERY, nextAuthorScanQuery, queryTalkMessages, UnknownCursorError } from '../../../src/domain/talk-query';

const a = buildTalkMessage({ id: 'a'.repeat(20), rank: 5, replies: 1, timestamp: new Date(3000), categories: ['wins'] });
const b = buildTalkMessage({ id: 'b'.repeat(20), rank: 9, replies: 7, timestamp: new Date(1000), categories: ['gratitude'] });
const c = buildTalkMessage({ id: 'c'.repeat(20), rank: 5, replies: 3, timestamp: new Date(2000), categories: ['wins', 'gratitude'] });
const all = [a, b, c];
const q = { limit: 10, filterCategory: null, lastDocId: null } as const;

describe('queryTalkMessages', () => {
  it('orders top by rank with ties broken by id', () => {
    expect(queryTalkMessages(all, { ...q, sortMode: 'top' }).messages).toEqual([b, a, c]);
  });

  it('orders new by timestamp and discussed by replies', () => {
    expect(queryTalkMessages(all, { ...q, sortMode: 'new' }).messages).toEqual([a, c, b]);
    expect(queryTalkMessages(all, { ...q, sortMode: 'discussed' }).messages).toEqual([b, c, a]);
  });

  it('filters by category', () => {
    expect(queryTalkMessages(all, { ...q, sortMode: 'top', filterCategory: 'gratitude' }).messages).toEqual([b, c]);
  });

  it('pages after the cursor and reports whether more remain', () => {
    const first = queryTalkMessages(all, { ...q, sortMode: 'top', limit: 2 });
    expect(first).toEqual({ messages: [b, a], hasMore: true, lastMessageId: a.id });
    const second = queryTalkMessages(all, { ...q, sortMode: 'top', limit: 2, lastDocId: first.lastMessageId });
    expect(second).toEqual({ messages: [c], hasMore: false, lastMessageId: c.id });
  });

  it('rejects a cursor that is not in the result', () => {
    expect(() => queryTalkMessages(all, { ...q, sortMode: 'top', filterCategory: 'wins', lastDocId: b.id })).toThrow(UnknownCursorError);
  });
});

describe('nextAuthorScanQuery', () => {
  const page = (hasMore: boolean, lastMessageId: string | null, count = 1) => ({
    messages: Array.from({ length: count }, () => buildTalkMessage()),
    hasMore,
    lastMessageId,
  });

  it('asks for the posts still missing, after the last one read, until AUTHOR_SCAN_POSTS are in', () => {
    expect(nextAuthorScanQuery(page(true, 'p1', 100), 100)).toEqual({
      ...FIRST_AUTHOR_SCAN_QUERY,
      limit: AUTHOR_SCAN_POSTS - 100,
      lastDocId: 'p1',
    });
    expect(nextAuthorScanQuery(page(true, 'p4', 100), AUTHOR_SCAN_POSTS - 1)).toEqual({
      ...FIRST_AUTHOR_SCAN_QUERY,
      limit: 1,
      lastDocId: 'p4',
    });
    expect(nextAuthorScanQuery(page(true, 'p5', 100), AUTHOR_SCAN_POSTS)).toBeNull();
  });

  it('ends at the last page of the feed, at a page without a cursor, or at a page that brought nothing', () => {
    expect(nextAuthorScanQuery(page(false, 'p1'), 1)).toBeNull();
    expect(nextAuthorScanQuery(page(true, null), 1)).toBeNull();
    expect(nextAuthorScanQuery(page(true, 'p1', 0), 0)).toBeNull();
  });

  it('starts from the newest posts, all of them in one call', () => {
    expect(FIRST_AUTHOR_SCAN_QUERY).toEqual({ sortMode: 'new', limit: AUTHOR_SCAN_POSTS, filterCategory: null, lastDocId: null });
    expect(AUTHOR_SCAN_POSTS).toBe(500);
  });
});
