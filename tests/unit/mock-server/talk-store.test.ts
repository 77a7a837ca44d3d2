import { describe, expect, it } from 'vitest';
import { CATEGORIES, SORT_MODES } from '../../../src/domain/talk';
import { queryTalkMessages, UnknownCursorError, type TalkQuery } from '../../../src/domain/talk-query';
import { generateTalkSeed } from '../../../emulator-seed/talk-seed';
import { TalkStore, toWireTimestamp } from '../../../mock-server/talk-store';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('TalkStore', () => {
  const seed = generateTalkSeed(NOW);
  const store = new TalkStore(seed);

  /** Every page of a query, from the store and from the domain's own query, in wire form. */
  function pagesOf(query: Omit<TalkQuery, 'lastDocId'>) {
    const fromStore = [];
    const expected = [];
    let lastDocId: string | null = null;
    for (;;) {
      const page = store.page({ ...query, lastDocId });
      const want = queryTalkMessages(seed.messages, { ...query, lastDocId });
      fromStore.push(page);
      expected.push({
        ...want,
        messages: want.messages.map((m) => ({ ...m, timestamp: toWireTimestamp(m.timestamp, m.id) })),
      });
      if (!page.hasMore) break;
      lastDocId = page.lastMessageId;
    }
    return { fromStore, expected };
  }

  for (const sortMode of SORT_MODES) {
    for (const filterCategory of [null, 'all', ...CATEGORIES] as const) {
      it(`pages ${sortMode} posts in ${filterCategory ?? 'no'} category exactly as queryTalkMessages does`, () => {
        const { fromStore, expected } = pagesOf({ sortMode, filterCategory, limit: 37 });
        expect(fromStore).toEqual(expected);
      });
    }
  }

  it('refuses a cursor that is not in the result, as queryTalkMessages does', () => {
    const query = { sortMode: 'new', limit: 10, filterCategory: null, lastDocId: 'no-such-post' } as const;
    expect(() => store.page(query)).toThrow(UnknownCursorError);
    expect(() => store.page(query)).toThrow('lastDocId no-such-post is not in this result');
  });

  it('shares frozen posts between answers and leaves the seed as it was', () => {
    const first = store.page({ sortMode: 'top', limit: 5, filterCategory: null, lastDocId: null }).messages[0];
    const again = store.page({ sortMode: 'new', limit: seed.messages.length, filterCategory: null, lastDocId: null }).messages;
    expect(again).toContain(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.categories)).toBe(true);
    expect(Object.isFrozen(seed.messages[0]?.categories)).toBe(false);
    expect(store.get(first?.id ?? '')?.message).toBe(first);
  });
});
