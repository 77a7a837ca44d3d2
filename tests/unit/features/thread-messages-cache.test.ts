import { describe, expect, it } from 'vitest';
import {
  addToThread,
  forgetThread,
  knownMessageIds,
  resetThread,
  threadMessagesOf,
  type MessagePages,
} from '../../../src/features/f8chat/thread-cache';
import type { ThreadMessage } from '../../../src/ports/chat-threads.port';
import { createQueryClient, queryKeys } from '../../../src/ui/server-state';

const at = (id: string, second: number, sender: 'user' | 'bot' = 'user'): ThreadMessage => ({
  id,
  text: id,
  sender,
  timestamp: new Date(Date.UTC(2026, 10, 27, 12, 0, second)),
});
const ids = (messages: readonly ThreadMessage[] | undefined) => messages?.map((m) => m.id);

/** Pages as the infinite query keeps them: newest page first, each page oldest first. */
function readPages(...pages: ThreadMessage[][]): MessagePages {
  return { pages: pages.map((messages) => ({ messages, hasMore: false, cursor: null })), pageParams: pages.map(() => null) };
}

describe("an f8 chat thread's cache: the pages read and what arrived since", () => {
  it('shows nothing until the pages are read, yet counts what arrived meanwhile', () => {
    const client = createQueryClient();
    addToThread(client, 'u', 't', [at('sent', 10), at('reply', 11, 'bot')]);
    expect(threadMessagesOf(client, 'u', 't')).toBeUndefined();
    expect(knownMessageIds(client, 'u', 't').size).toBe(2);
  });

  it('merges the pages (older pages last) with the arrivals, in time order, each message once', () => {
    const client = createQueryClient();
    addToThread(client, 'u', 't', [at('c', 30), at('live', 40)]);
    addToThread(client, 'u', 't', [at('live', 40)]);
    client.setQueryData(queryKeys.threadMessages('u', 't'), readPages([at('b', 20), at('c', 30)], [at('a', 10)]));
    expect(ids(threadMessagesOf(client, 'u', 't'))).toEqual(['a', 'b', 'c', 'live']);
    expect(knownMessageIds(client, 'u', 't').size).toBe(4);
  });

  it('keeps what arrived when a page read lands with the pages it started from', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.threadMessages('u', 't'), readPages([at('b', 20)]));
    addToThread(client, 'u', 't', [at('live', 40)]);
    // What a 'Load older messages' read started before the live message writes back.
    client.setQueryData(queryKeys.threadMessages('u', 't'), readPages([at('b', 20)], [at('a', 10)]));
    expect(ids(threadMessagesOf(client, 'u', 't'))).toEqual(['a', 'b', 'live']);
  });

  it('starts a new thread empty, with nothing left of what arrived before', () => {
    const client = createQueryClient();
    addToThread(client, 'u', 't', [at('old', 1)]);
    resetThread(client, 'u', 't', { messages: [], hasMore: false, cursor: null });
    expect(threadMessagesOf(client, 'u', 't')).toEqual([]);
    expect(knownMessageIds(client, 'u', 't').size).toBe(0);
  });

  it('goes with the thread: forgetting it removes its pages and its arrivals', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.threadMessages('u', 't'), readPages([at('b', 20)]));
    addToThread(client, 'u', 't', [at('live', 40)]);
    await forgetThread(client, 'u', 't');
    expect(knownMessageIds(client, 'u', 't').size).toBe(0);
    expect(threadMessagesOf(client, 'u', 't')).toBeUndefined();
  });
});
