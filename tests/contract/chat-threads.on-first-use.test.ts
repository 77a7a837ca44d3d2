import { FakeClock } from '../../adapters/in-memory/fake-clock';
import { InMemoryChatThreads } from '../../adapters/in-memory/in-memory-chat-threads';
import { METHODS, onFirstUse } from '../../adapters/on-first-use';
import type { ChatThreads } from '../../src/ports/chat-threads.port';
import { describeChatThreadsContract } from './chat-threads.contract';

/** The port as the modes bind it, loaded on first use (adapters/on-first-use.ts): the adapter's code arrives later. */
describeChatThreadsContract('loaded on first use', () => {
  const clock = new FakeClock();
  const threads = new InMemoryChatThreads(clock.now);
  const later = () => new Promise<ChatThreads>((resolve) => setTimeout(() => resolve(threads), 1));
  return Promise.resolve({
    threads: onFirstUse<ChatThreads>(later, METHODS.chatThreads),
    userId: 'uid-1',
    otherUserId: 'uid-2',
    setClock: (date, stepMs) => clock.set(date, stepMs),
    deletions: () => threads.deletions,
  });
});
