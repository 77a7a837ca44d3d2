import { describe, expect, it, vi } from 'vitest';
import type { FirebaseCallables } from '../../../adapters/firebase/firebase-callables';
import { FirebaseTalkFeed } from '../../../adapters/firebase/firebase-talk-feed';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { FunctionError, loadErrorMessage } from '../../../src/domain/function-error';

/** Callables that answer every call with `result`, as the function's JSON. */
function answering(result: unknown): FirebaseCallables {
  return { call: () => Promise.resolve(result) } as unknown as FirebaseCallables;
}

const wirePost = { ...buildTalkMessage(), timestamp: '2026-11-20T10:00:00.000Z' };
const first = { sortMode: 'top', limit: 40, filterCategory: null, lastDocId: null } as const;

describe('FirebaseTalkFeed with a reply that says it failed', () => {
  it("rejects a feed page the function marks failed, so the feed shows 'Unable to load messages', not 'No messages yet'", async () => {
    const feed = new FirebaseTalkFeed(answering({ success: false, error: 'scripted', messages: [], hasMore: false }));
    const error: unknown = await feed.listMessages(first).catch((e: unknown) => e);
    expect(error).toEqual(new FunctionError('unknown', 'scripted'));
    expect(loadErrorMessage(error, 'feed')).toBe('Unable to load messages');
  });

  it('rejects a post the function marks failed, and still reads a failed reply without a post as not found', async () => {
    const failed = new FirebaseTalkFeed(answering({ success: false, error: '', message: wirePost, replies: [] }));
    await expect(failed.getMessage(wirePost.id)).rejects.toEqual(new FunctionError('unknown', 'The post could not be loaded'));
    const missing = new FirebaseTalkFeed(answering({ success: false, error: 'Message not found', message: null, replies: [] }));
    await expect(missing.getMessage(wirePost.id)).resolves.toBeNull();
  });

  it('reads a successful page as before', async () => {
    const feed = new FirebaseTalkFeed(answering({ success: true, messages: [wirePost], hasMore: false, lastMessageId: wirePost.id }));
    const page = await feed.listMessages(first);
    expect(page.messages.map((m) => m.id)).toEqual([wirePost.id]);
  });
});

describe('FirebaseTalkFeed with a malformed post or reply in a list', () => {
  it('leaves out the one that does not read, logging its id and what is wrong, and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const noRank: Partial<typeof wirePost> = { ...wirePost, id: 'no-rank' };
    delete noRank.rank;
    const feed = new FirebaseTalkFeed(answering({ success: true, messages: [noRank, wirePost, 'junk'], hasMore: false }));
    const page = await feed.listMessages(first);
    expect(page.messages.map((m) => m.id)).toEqual([wirePost.id]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Left out a malformed post \(no-rank\): rank: /));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Left out a malformed post \(item 2\): /));

    const reply = { id: 'r1', text: 'Same here', likes: 1, timestamp: '2026-11-20T11:00:00.000Z' };
    const post = new FirebaseTalkFeed(answering({ success: true, message: wirePost, replies: [{ id: 'r0', likes: 0 }, reply] }));
    expect((await post.getMessage(wirePost.id))?.replies.map((r) => r.id)).toEqual(['r1']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Left out a malformed reply \(r0\): text: /));
    warn.mockRestore();
  });
});
