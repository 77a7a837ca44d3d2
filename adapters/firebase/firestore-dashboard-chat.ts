import { DASHBOARD_CHAT_LIMIT } from '../../src/contract/store.schema';
import { toDate } from '../../src/domain/timestamp';
import type { DashboardChatMessage } from '../../src/ports/companion.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import type { DashboardChatSource } from './firebase-companion';
import type { lazyFirestore } from './lazy-firestore';

/** The newest 10 messages of users/{uid}/chat by timestamp, live (SPEC 7), delivered oldest first. */
export class FirestoreDashboardChat implements DashboardChatSource {
  constructor(private readonly firestore: ReturnType<typeof lazyFirestore>) {}

  subscribe(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    this.firestore().then(({ fs, db }) => {
      if (cancelled) return;
      const newest = fs.query(fs.collection(db, 'users', userId, 'chat'), fs.orderBy('timestamp', 'desc'), fs.limit(DASHBOARD_CHAT_LIMIT));
      stop = fs.onSnapshot(
        newest,
        (snapshot) =>
          listener(
            snapshot.docs
              .map((d) => {
                const data = d.data();
                return {
                  id: d.id,
                  message: typeof data.message === 'string' ? data.message : '',
                  sender: data.sender === 'user' ? ('user' as const) : ('f8' as const),
                  timestamp: toDate(data.timestamp),
                };
              })
              .reverse(),
          ),
        onError,
      );
    }, onError);
    return () => {
      cancelled = true;
      stop?.();
    };
  }
}
