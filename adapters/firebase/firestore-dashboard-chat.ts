import { readDashboardChatMessage } from '../../src/contract/store.mapping';
import { DASHBOARD_CHAT_LIMIT } from '../../src/contract/store.schema';
import type { DashboardChat, DashboardChatMessage, DashboardChatSend } from '../../src/ports/dashboard-chat.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import type { FirebaseCallables } from './firebase-callables';
import { sendDashboardChat } from './firebase-dashboard-chat-send';
import type { lazyFirestore } from './lazy-firestore';

/**
 * DashboardChat over Firestore: the newest 10 of users/{uid}/chat by timestamp, live (SPEC 7), delivered
 * oldest first; sent through the chatEurW callable, which stores the exchange.
 */
export class FirestoreDashboardChat implements DashboardChat {
  constructor(
    private readonly firestore: ReturnType<typeof lazyFirestore>,
    private readonly callables: FirebaseCallables,
  ) {}

  subscribe(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    this.firestore().then(({ fs, db }) => {
      if (cancelled) return;
      const newest = fs.query(fs.collection(db, 'users', userId, 'chat'), fs.orderBy('timestamp', 'desc'), fs.limit(DASHBOARD_CHAT_LIMIT));
      stop = fs.onSnapshot(
        newest,
        (snapshot) => {
          let messages: DashboardChatMessage[];
          try {
            messages = snapshot.docs.map((d) => readDashboardChatMessage(userId, d.id, d.data())).reverse();
          } catch (error) {
            onError(error as Error);
            return;
          }
          listener(messages);
        },
        onError,
      );
    }, onError);
    return () => {
      cancelled = true;
      stop?.();
    };
  }

  send(request: DashboardChatSend): Promise<string> {
    return sendDashboardChat(this.callables, request);
  }
}
