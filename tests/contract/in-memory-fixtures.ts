import { FakeClock } from '../../adapters/in-memory/fake-clock';
import { InMemoryChatThreads } from '../../adapters/in-memory/in-memory-chat-threads';
import { InMemoryDashboardChat } from '../../adapters/in-memory/in-memory-dashboard-chat';
import { FunctionError } from '../../src/domain/function-error';
import type { ChatThreads } from '../../src/ports/chat-threads.port';
import type { DashboardChat } from '../../src/ports/dashboard-chat.port';
import type { ChatThreadsFixture } from './chat-threads.contract';
import type { DashboardChatFixture } from './dashboard-chat.contract';

/**
 * The in-memory adapters' fixtures for their ports' contract suites, the port as `serve` hands it out: the adapter
 * itself (*.in-memory.test.ts) or behind another layer (*.on-first-use.test.ts).
 */
export function inMemoryChatThreads(serve: (threads: ChatThreads) => ChatThreads = (threads) => threads): ChatThreadsFixture {
  const clock = new FakeClock();
  const threads = new InMemoryChatThreads(clock.now);
  return {
    threads: serve(threads),
    userId: 'uid-1',
    otherUserId: 'uid-2',
    setClock: (date, stepMs) => clock.set(date, stepMs),
    deletions: () => threads.deletions,
  };
}

export function inMemoryDashboardChat(serve: (chat: DashboardChat) => DashboardChat = (chat) => chat): DashboardChatFixture {
  const chat = new InMemoryDashboardChat();
  return {
    chat: serve(chat),
    userId: 'uid-1',
    otherUserId: 'uid-2',
    write: (userId, id, data) => Promise.resolve(chat.write(userId, id, data)),
    clear: (userId) => Promise.resolve(chat.clear(userId)),
    sent: () => Promise.resolve(chat.calls),
    fail: (code) => {
      chat.failWith = new FunctionError(code, `Injected ${code}`);
      return () => {
        chat.failWith = null;
      };
    },
  };
}

/** `value` a moment later, as an adapter whose code is still downloading (adapters/on-first-use.ts). */
export const arrivingLater = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 1));
