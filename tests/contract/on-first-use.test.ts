import { FakeClock } from '../../adapters/in-memory/fake-clock';
import { InMemoryChatThreads } from '../../adapters/in-memory/in-memory-chat-threads';
import { InMemoryDashboardChat } from '../../adapters/in-memory/in-memory-dashboard-chat';
import { METHODS, onFirstUse } from '../../adapters/on-first-use';
import { FunctionError } from '../../src/domain/function-error';
import type { ChatThreads } from '../../src/ports/chat-threads.port';
import type { DashboardChat } from '../../src/ports/dashboard-chat.port';
import { describeChatThreadsContract } from './chat-threads.contract';
import { describeDashboardChatContract } from './dashboard-chat.contract';

/**
 * A port loaded on first use keeps its adapter's contract: the two listening ports' suites, run against in-memory
 * adapters behind onFirstUse as the modes' modules bind them (adapters/on-first-use.ts).
 */
const later =
  <T>(make: () => T) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(make()), 1));

describeChatThreadsContract('loaded on first use', () => {
  const clock = new FakeClock();
  const threads = new InMemoryChatThreads(clock.now);
  return Promise.resolve({
    threads: onFirstUse<ChatThreads>(
      later(() => threads),
      METHODS.chatThreads,
    ),
    userId: 'uid-1',
    otherUserId: 'uid-2',
    setClock: (date, stepMs) => clock.set(date, stepMs),
    deletions: () => threads.deletions,
  });
});

describeDashboardChatContract('loaded on first use', () => {
  const chat = new InMemoryDashboardChat();
  return Promise.resolve({
    chat: onFirstUse<DashboardChat>(
      later(() => chat),
      METHODS.dashboardChat,
    ),
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
  });
});
