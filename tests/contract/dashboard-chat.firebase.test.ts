import { deleteApp, initializeApp } from 'firebase/app';
import { FirestoreDashboardChat } from '../../adapters/firebase/firestore-dashboard-chat';
import { lazyFirestore } from '../../adapters/firebase/lazy-firestore';
import { withFirestoreEmulator } from '../support/firestore-target';
import { FirestoreBackend } from '../../mock-server/firestore/firestore-backend';
import { readRules } from '../../scripts/firestore-emulator';
import { functionNames } from '../../src/contract/functions';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { emulatorToken } from '../support/tokens';
import { describeDashboardChatContract } from './dashboard-chat.contract';

const CHAT_FUNCTION = functionNames().dashboardChat;

withFirestoreEmulator('the Firestore DashboardChat contract suite', (emulator) => {
  // Reads from the Firestore emulator; sends to the mock server's chatEurW in emulators mode, which writes
  // the exchange to that emulator with firebase-admin, as the real function writes Firestore.
  describeDashboardChatContract(
    'Firestore emulator',
    async () => {
      const userId = `dashboard-contract-${Date.now()}`;
      const backend = new FirestoreBackend(emulator.hostPort, 'demo-f8', readRules());
      const { callables, mock, teardown } = await callablesAgainstMock({ firestore: backend }, { idToken: () => emulatorToken(userId) });
      const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `dashboard-chat-${Date.now()}`);
      const firestore = lazyFirestore(app, emulator);
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
    { sendWritesStore: true, orderDropsMissingTimestamp: true },
  );
});
