import { readDashboardChatMessage } from '../../src/contract/store.mapping';
import { DASHBOARD_CHAT_LIMIT } from '../../src/contract/store.schema';
import type { DashboardChat, DashboardChatMessage, DashboardChatSend } from '../../src/ports/dashboard-chat.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import type { FirebaseCallables } from './firebase-callables';
import { sendDashboardChat } from './firebase-dashboard-chat-send';
import { listen } from './firestore-listen';
import { ESTIMATE, type FirestoreClient } from './lazy-firestore';

/** DashboardChat over Firestore, live (SPEC 7); a send goes through the callable, which stores the exchange. */
export class FirestoreDashboardChat implements DashboardChat {
  constructor(
    private readonly firestore: FirestoreClient,
    private readonly callables: FirebaseCallables,
  ) {}

  subscribe(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    return listen(
      this.firestore,
      (fs, db) => fs.query(fs.collection(db, 'users', userId, 'chat'), fs.orderBy('timestamp', 'desc'), fs.limit(DASHBOARD_CHAT_LIMIT)),
      (snapshot) => {
        let messages: DashboardChatMessage[];
        try {
          messages = snapshot.docs.map((d) => readDashboardChatMessage(userId, d.id, d.data(ESTIMATE))).reverse();
        } catch (error) {
          onError(error as Error);
          return;
        }
        listener(messages);
      },
      onError,
    );
  }

  send(request: DashboardChatSend): Promise<string> {
    return sendDashboardChat(this.callables, request);
  }
}
