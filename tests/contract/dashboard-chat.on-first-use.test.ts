import { InMemoryDashboardChat } from '../../adapters/in-memory/in-memory-dashboard-chat';
import { METHODS, onFirstUse } from '../../adapters/on-first-use';
import { FunctionError } from '../../src/domain/function-error';
import type { DashboardChat } from '../../src/ports/dashboard-chat.port';
import { describeDashboardChatContract } from './dashboard-chat.contract';

/** The port as the modes bind it, loaded on first use (adapters/on-first-use.ts): the adapter's code arrives later. */
describeDashboardChatContract('loaded on first use', () => {
  const chat = new InMemoryDashboardChat();
  const later = () => new Promise<DashboardChat>((resolve) => setTimeout(() => resolve(chat), 1));
  return Promise.resolve({
    chat: onFirstUse<DashboardChat>(later, METHODS.dashboardChat),
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
