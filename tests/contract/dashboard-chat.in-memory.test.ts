import { InMemoryDashboardChat } from '../../adapters/in-memory/in-memory-dashboard-chat';
import { FunctionError } from '../../src/domain/function-error';
import { describeDashboardChatContract } from './dashboard-chat.contract';

describeDashboardChatContract('in-memory', () => {
  const chat = new InMemoryDashboardChat();
  return Promise.resolve({
    chat,
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
