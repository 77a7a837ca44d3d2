import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTalkSeed } from '../../emulator-seed/talk-seed';
import { FunctionError } from '../../src/domain/function-error';
import type { Category, TalkMessage } from '../../src/domain/talk';
import type { TalkFeed } from '../../src/ports/talk-feed.port';

export const CONTRACT_SEED_TIME = new Date('2026-11-20T10:00:00Z');

export interface TalkFeedFixture {
  feed: TalkFeed;
  teardown?: () => Promise<void>;
}

/** What every TalkFeed adapter must do, run against the seed generated for CONTRACT_SEED_TIME. */
export function describeTalkFeedContract(name: string, setup: () => Promise<TalkFeedFixture>): void {
  describe(`TalkFeed contract: ${name}`, () => {
    const seed = generateTalkSeed(CONTRACT_SEED_TIME);
    let fixture: TalkFeedFixture;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(async () => {
      await fixture.teardown?.();
    });

    async function everything(sortMode: 'top' | 'new' | 'discussed', filterCategory: Category | null): Promise<TalkMessage[]> {
      const out: TalkMessage[] = [];
      let lastDocId: string | null = null;
      for (;;) {
        const page = await fixture.feed.listMessages({ sortMode, limit: 40, filterCategory, lastDocId });
        out.push(...page.messages);
        if (!page.hasMore) return out;
        lastDocId = page.lastMessageId;
      }
    }

    it('returns domain posts with Date timestamps, whatever form they had on the wire', async () => {
      const page = await fixture.feed.listMessages({ sortMode: 'new', limit: 40, filterCategory: null, lastDocId: null });
      expect(page.messages).toHaveLength(40);
      for (const message of page.messages) {
        expect(message.timestamp).toBeInstanceOf(Date);
        const original = seed.messages.find((m) => m.id === message.id);
        expect(message.timestamp?.getTime()).toBe(original?.timestamp?.getTime());
        expect(message.title).toBe(original?.title);
      }
    });

    it('pages through every post exactly once, highest rank first', async () => {
      const all = await everything('top', null);
      expect(all.map((m) => m.id).sort()).toEqual(seed.messages.map((m) => m.id).sort());
      const ranks = all.map((m) => m.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    });

    it('filters by category', async () => {
      const wins = await everything('discussed', 'wins');
      expect(wins.length).toBe(seed.messages.filter((m) => m.categories.includes('wins')).length);
    });

    it('returns a post with its replies, and null for an unknown id', async () => {
      const target = seed.messages.find((m) => m.replies > 2);
      const found = await fixture.feed.getMessage(target?.id ?? '');
      expect(found?.message.id).toBe(target?.id);
      expect(found?.replies).toHaveLength(target?.replies ?? -1);
      expect(found?.replies.every((r) => r.timestamp instanceof Date)).toBe(true);
      expect(await fixture.feed.getMessage('ZZZZZZZZZZZZZZZZZZZZZZ')).toBeNull();
    });

    it('rejects an unknown cursor with a coded FunctionError', async () => {
      const error: unknown = await fixture.feed
        .listMessages({ sortMode: 'top', limit: 40, filterCategory: null, lastDocId: 'nope00000000000000000' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FunctionError);
      expect((error as FunctionError).code).toBe('invalid-argument');
    });
  });
}
