import { deleteApp, initializeApp } from 'firebase/app';
import { describe, it } from 'vitest';
import { FirestoreDashboardChat } from '../../adapters/firebase/firestore-dashboard-chat';
import { lazyFirestore } from '../../adapters/firebase/lazy-firestore';
import { functionNames } from '../../src/contract/functions';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { emulatorToken } from '../support/tokens';
import { describeDashboardChatContract } from './dashboard-chat.contract';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const CHAT_FUNCTION = functionNames().dashboardChat;

if (!host) {
  const reason =
    'FIRESTORE_EMULATOR_HOST is not set: the Firestore emulator needs Java 21 and its jar, which this machine cannot install offline';
  console.warn(`Skipping the Firestore DashboardChat contract suite: ${reason}.`);
  describe.skip(`DashboardChat contract: Firestore emulator (skipped: ${reason})`, () => {
    it('runs against the Firestore emulator', () => undefined);
  });
} else {
  const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
  // Reads from the Firestore emulator; sends to the mock server's chatEurW, which writes its own store, not
  // Firestore, so the live-exchange check does not apply here.
  describeDashboardChatContract(
    'Firestore emulator',
    async () => {
      const userId = `dashboard-contract-${Date.now()}`;
      const { callables, mock, teardown } = await callablesAgainstMock({}, { idToken: () => emulatorToken(userId) });
      const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `dashboard-chat-${Date.now()}`);
      const firestore = lazyFirestore(app, { host: hostname, port: Number(port) });
      return {
        chat: new FirestoreDashboardChat(firestore, callables),
        userId,
        otherUserId: `${userId}-other`,
        write: async (uid, id, data) => {
          const { fs, db } = await firestore();
          const stored =
            typeof data.timestamp === 'string' ? { ...data, timestamp: fs.Timestamp.fromDate(new Date(data.timestamp)) } : data;
          await fs.setDoc(fs.doc(db, 'users', uid, 'chat', id), stored);
        },
        clear: async (uid) => {
          const { fs, db } = await firestore();
          const all = await fs.getDocs(fs.collection(db, 'users', uid, 'chat'));
          await Promise.all(all.docs.map((d) => fs.deleteDoc(d.ref)));
        },
        sent: () =>
          Promise.resolve(
            mock.state.journal
              .list(CHAT_FUNCTION)
              .map((entry) => (entry.body as { data: { userMessage: string; chatHistory: { message: string; sender: string }[] } }).data),
          ),
        fail: (code) => {
          mock.state.faults.add({ target: CHAT_FUNCTION, code });
          return () => mock.state.faults.clear();
        },
        teardown: async () => {
          await deleteApp(app);
          await teardown();
        },
      };
    },
    { sendWritesStore: false },
  );
}
