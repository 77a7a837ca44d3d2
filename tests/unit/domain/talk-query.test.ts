import { describe, expect, it } from 'vitest';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { AUTHOR_SCAN_PAGES } from '../../../src/domain/talk';
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
  const page = (hasMore: boolean, lastMessageId: string | null) => ({ messages: [], hasMore, lastMessageId });

  it('reads the next newest page after the last one, up to AUTHOR_SCAN_PAGES pages', () => {
    expect(nextAuthorScanQuery(page(true, 'p1'), 1)).toEqual({ ...FIRST_AUTHOR_SCAN_QUERY, lastDocId: 'p1' });
    expect(nextAuthorScanQuery(page(true, 'p4'), AUTHOR_SCAN_PAGES - 1)).toEqual({ ...FIRST_AUTHOR_SCAN_QUERY, lastDocId: 'p4' });
    expect(nextAuthorScanQuery(page(true, 'p5'), AUTHOR_SCAN_PAGES)).toBeNull();
  });

  it('ends at the last page of the feed, or at a page without a cursor', () => {
    expect(nextAuthorScanQuery(page(false, 'p1'), 1)).toBeNull();
    expect(nextAuthorScanQuery(page(true, null), 1)).toBeNull();
  });

  it('starts from the newest posts, a hundred at a time', () => {
    expect(FIRST_AUTHOR_SCAN_QUERY).toEqual({ sortMode: 'new', limit: 100, filterCategory: null, lastDocId: null });
  });
});
