import { DevkitDashboardChat } from '../../adapters/devkit/devkit-dashboard-chat';
import { StoreClient } from '../../adapters/devkit/store-client';
import { functionNames } from '../../src/contract/functions';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { emulatorToken } from '../support/tokens';
import { describeDashboardChatContract } from './dashboard-chat.contract';

const CHAT_FUNCTION = functionNames().dashboardChat;

// The devkit adapter as the signed-in user: reads over the mock server's store API and its event stream,
// sends through the real Firebase SDK to the mock chatEurW, which stores each exchange in the same store.
describeDashboardChatContract('devkit store API and chatEurW', async () => {
  const userId = 'dashboard-contract-user';
  const { callables, mock, teardown } = await callablesAgainstMock({}, { idToken: () => emulatorToken(userId) });
  const client = new StoreClient(mock.url, () => Promise.resolve(emulatorToken(userId)));
  const { store, journal, faults } = mock.state;
  return {
    chat: new DevkitDashboardChat(client, callables),
    userId,
    otherUserId: 'someone-else',
    write: (uid, id, data) => Promise.resolve(store.set(`users/${uid}/chat/${id}`, data)),
    clear: (uid) => {
      for (const { id } of store.list(`users/${uid}/chat`)) store.delete(`users/${uid}/chat/${id}`);
      return Promise.resolve();
    },
    sent: () =>
      Promise.resolve(
        journal
          .list(CHAT_FUNCTION)
          .map((entry) => (entry.body as { data: { userMessage: string; chatHistory: { message: string; sender: string }[] } }).data),
      ),
    fail: (code) => {
      faults.add({ target: CHAT_FUNCTION, code });
      return () => faults.clear();
    },
    teardown,
  };
});
