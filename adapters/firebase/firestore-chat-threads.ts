import type { DocumentSnapshot, Timestamp } from 'firebase/firestore';
import { chatThreadDoc, readChatThread, readThreadMessage, threadMessageDoc } from '../../src/contract/store.mapping';
import { THREAD_LIST_LIMIT } from '../../src/domain/chat';
import { FunctionError } from '../../src/domain/function-error';
import type { ChatThread, ChatThreads, MessageCursor, MessagePage, ThreadMessage } from '../../src/ports/chat-threads.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import { toFunctionError } from './firebase-callables';
import { listen } from './firestore-listen';
import { serverTime, type ServerTime, type lazyFirestore } from './lazy-firestore';

type Loader = ReturnType<typeof lazyFirestore>;
/** A write of this client not yet acknowledged carries an estimate of the server's time, never null. */
const ESTIMATE = { serverTimestamps: 'estimate' } as const;
/** Messages deleted per batch (Firestore allows 500 writes in one). */
const DELETE_BATCH = 400;

/** A page position: the oldest message's exact Timestamp and id, since several messages can share a time. */
function encodeCursor(snapshot: DocumentSnapshot): MessageCursor {
  const time = snapshot.get('timestamp', ESTIMATE) as Timestamp | null;
  if (!time || typeof time.seconds !== 'number') throw new FunctionError('data-loss', `Malformed document ${snapshot.ref.path}: timestamp`);
  return JSON.stringify([time.seconds, time.nanoseconds, snapshot.id]) as MessageCursor;
}

function decodeCursor(cursor: MessageCursor): { seconds: number; nanoseconds: number; id: string } {
  try {
    const [seconds, nanoseconds, id] = JSON.parse(cursor) as unknown[];
    if (typeof seconds === 'number' && typeof nanoseconds === 'number' && typeof id === 'string') return { seconds, nanoseconds, id };
  } catch {
    // falls through
  }
  throw new FunctionError('invalid-argument', 'cursor: not a cursor this adapter issued');
}

/** Runs a Firestore call, giving its failure as a FunctionError (a malformed document's error as it is). */
async function attempt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toFunctionError(error);
  }
}

/**
 * ChatThreads over Firestore: users/{uid}/chatThreads ordered by lastMessageAt, their messages by timestamp
 * then document id (so a cursor never loses messages that share a time), live through onSnapshot over
 * `timestamp > after`. Stored times are the server's (the rules accept nothing else on create); what the
 * calls return carries this client's estimate of them, from `now`.
 */
export class FirestoreChatThreads implements ChatThreads {
  constructor(
    private readonly firestore: Loader,
    private readonly now: () => Date = () => new Date(),
    private readonly stamp: ServerTime = serverTime,
  ) {}

  list(userId: string): Promise<ChatThread[]> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const latest = fs.query(
        fs.collection(db, 'users', userId, 'chatThreads'),
        fs.orderBy('lastMessageAt', 'desc'),
        fs.limit(THREAD_LIST_LIMIT),
      );
      const snapshot = await fs.getDocs(latest);
      return snapshot.docs.map((d) => readChatThread(userId, d.id, d.data(ESTIMATE)));
    });
  }

  create(userId: string, title: string): Promise<ChatThread> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const now = this.now();
      const thread = { title, createdAt: now, lastMessageAt: now, messageCount: 0 };
      const ref = fs.doc(fs.collection(db, 'users', userId, 'chatThreads'));
      await fs.setDoc(
        ref,
        chatThreadDoc(thread, (date) => this.stamp(fs, date)),
      );
      return { id: ref.id, ...thread };
    });
  }

  update(userId: string, threadId: string, patch: { lastMessageAt: Date; messageCount: number; title?: string }): Promise<void> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      // updateDoc, not a merging setDoc: a thread that is gone stays gone (not-found) instead of coming back half.
      await fs.updateDoc(fs.doc(db, 'users', userId, 'chatThreads', threadId), {
        // The server's time: a client clock running ahead would be refused by the rules.
        lastMessageAt: this.stamp(fs, patch.lastMessageAt),
        messageCount: patch.messageCount,
        ...(patch.title === undefined ? {} : { title: patch.title }),
      });
    });
  }

  remove(userId: string, threadId: string): Promise<void> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const messages = fs.collection(db, 'users', userId, 'chatThreads', threadId, 'messages');
      // Every message first, in batches, then the thread (SPEC 4).
      for (;;) {
        const batch = await fs.getDocs(fs.query(messages, fs.limit(DELETE_BATCH)));
        if (batch.empty) break;
        const deletes = fs.writeBatch(db);
        for (const d of batch.docs) deletes.delete(d.ref);
        await deletes.commit();
      }
      await fs.deleteDoc(fs.doc(db, 'users', userId, 'chatThreads', threadId));
    });
  }

  addMessage(userId: string, threadId: string, message: Omit<ThreadMessage, 'id' | 'timestamp'>): Promise<ThreadMessage> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const stored = { ...message, timestamp: this.now() };
      const ref = fs.doc(fs.collection(db, 'users', userId, 'chatThreads', threadId, 'messages'));
      await fs.setDoc(
        ref,
        threadMessageDoc(stored, (date) => this.stamp(fs, date)),
      );
      return { id: ref.id, ...stored };
    });
  }

  messages(userId: string, threadId: string, options: { limit: number; cursor?: MessageCursor | null }): Promise<MessagePage> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const start = options.cursor ? decodeCursor(options.cursor) : null;
      const page = fs.query(
        fs.collection(db, 'users', userId, 'chatThreads', threadId, 'messages'),
        fs.orderBy('timestamp', 'desc'),
        fs.orderBy(fs.documentId(), 'desc'),
        ...(start ? [fs.startAfter(new fs.Timestamp(start.seconds, start.nanoseconds), start.id)] : []),
        fs.limit(options.limit),
      );
      const { docs } = await fs.getDocs(page);
      const messages = docs.map((d) => readThreadMessage(userId, threadId, d.id, d.data(ESTIMATE))).reverse();
      const oldest = docs.at(-1);
      const hasMore = docs.length === options.limit && oldest !== undefined;
      return { messages, hasMore, cursor: hasMore ? encodeCursor(oldest) : null };
    });
  }

  subscribe(
    userId: string,
    threadId: string,
    after: Date | null,
    listener: (messages: ThreadMessage[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    const delivered = new Set<string>();
    // Listening again after an error replays what matches; `delivered` keeps each message to once.
    return listen(
      this.firestore,
      (fs, db) => {
        const messages = fs.collection(db, 'users', userId, 'chatThreads', threadId, 'messages');
        return after
          ? fs.query(messages, fs.where('timestamp', '>', fs.Timestamp.fromDate(after)), fs.orderBy('timestamp', 'asc'))
          : fs.query(messages, fs.orderBy('timestamp', 'asc'));
      },
      (snapshot) => {
        // A snapshot holds every matching message; only those not delivered yet go out, in order. A local
        // write shows first with an estimated time and again once stored: the id keeps it to once.
        const fresh: ThreadMessage[] = [];
        for (const d of snapshot.docs) {
          if (delivered.has(d.id)) continue;
          try {
            fresh.push(readThreadMessage(userId, threadId, d.id, d.data(ESTIMATE)));
            delivered.add(d.id);
          } catch (error) {
            onError(error as Error);
          }
        }
        if (fresh.length > 0) listener(fresh);
      },
      onError,
    );
  }
}
