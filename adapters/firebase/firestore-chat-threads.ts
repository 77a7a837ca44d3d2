import type { DocumentReference, DocumentSnapshot, Timestamp } from 'firebase/firestore';
import { chatThreadDoc, readChatThread, readThreadMessage, threadMessageDoc } from '../../src/contract/store.mapping';
import { chatThreadCreateSchema, chatThreadPatchSchema, threadMessageWriteSchema } from '../../src/contract/store.schema';
import { describeIssues, z } from '../../src/contract/zod';
import { THREAD_LIST_LIMIT } from '../../src/domain/chat';
import { FunctionError } from '../../src/domain/function-error';
import type { ChatThread, ChatThreads, MessageCursor, MessagePage, ThreadMessage } from '../../src/ports/chat-threads.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import { listen } from './firestore-listen';
import { attempt, ESTIMATE, serverTime, type FirestoreModule, type ServerTime, type FirestoreClient } from './lazy-firestore';

/** How long a new thread's write may take before its first message is written behind it regardless. */
const THREAD_WRITE_WAIT_MS = 1_000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
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

/** Refuses what the store schemas (and so the rules) refuse, as invalid-argument rather than a bare permission-denied. */
function checkWrite(schema: z.core.$ZodType, what: string, doc: unknown): void {
  const parsed = z.safeParse(schema, doc);
  if (!parsed.success) throw new FunctionError('invalid-argument', `${what}: ${describeIssues(parsed.error, 'data')}`);
}

/** The document as stored, with the server's times; if that read fails, `estimate`: the write stood, so no error to retry on. */
async function storedForm<T>(fs: FirestoreModule, ref: DocumentReference, read: (data: unknown) => T, estimate: T): Promise<T> {
  const snapshot = await fs.getDoc(ref).catch(() => null);
  return snapshot?.exists() ? read(snapshot.data(ESTIMATE)) : estimate;
}

/** ChatThreads over Firestore; messages order by timestamp then id, so a cursor loses none of those sharing a time. */
export class FirestoreChatThreads implements ChatThreads {
  /** Paths of the messages this client has written, or tried to. */
  private readonly written = new Set<string>();

  constructor(
    private readonly firestore: FirestoreClient,
    /** This client's clock: the estimate of the server's time handed to `stamp`. */
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
      checkWrite(
        chatThreadCreateSchema,
        'thread',
        chatThreadDoc(thread, (date) => date),
      );
      const ref = fs.doc(fs.collection(db, 'users', userId, 'chatThreads'));
      // title, createdAt, lastMessageAt, messageCount 0: both times the server's.
      const written = fs.setDoc(
        ref,
        chatThreadDoc(thread, (date) => this.stamp(fs, date)),
      );
      // Slow to land (offline), the thread is kept by the SDK, which sends it before what is written after it: its
      // first message goes into the same queue at once, so a reload keeps both. Should the thread be refused, the
      // rules refuse that message too (it needs its thread), which is where the failure shows.
      const landed = await Promise.race([written.then(() => true), delay(THREAD_WRITE_WAIT_MS).then(() => false)]);
      if (!landed) {
        written.catch(() => undefined);
        return { id: ref.id, ...thread };
      }
      return storedForm(fs, ref, (data) => readChatThread(userId, ref.id, data), { id: ref.id, ...thread });
    });
  }

  update(userId: string, threadId: string, patch: { lastMessageAt: Date; messageCount: number; title?: string }): Promise<void> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const fields = {
        lastMessageAt: patch.lastMessageAt,
        messageCount: patch.messageCount,
        ...(patch.title === undefined ? {} : { title: patch.title }),
      };
      checkWrite(chatThreadPatchSchema, 'thread update', fields);
      // updateDoc, not a merging setDoc: a thread that is gone stays gone (not-found) instead of coming back
      // half; createdAt is never sent. lastMessageAt is the time given, normally a stored message's.
      await fs.updateDoc(fs.doc(db, 'users', userId, 'chatThreads', threadId), {
        ...fields,
        lastMessageAt: fs.Timestamp.fromDate(patch.lastMessageAt),
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

  addMessage(userId: string, threadId: string, { id, ...message }: Omit<ThreadMessage, 'timestamp'>): Promise<ThreadMessage> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const written = { ...message, timestamp: this.now() };
      checkWrite(
        threadMessageWriteSchema,
        'message',
        threadMessageDoc(written, (date) => date),
      );
      const ref = fs.doc(db, 'users', userId, 'chatThreads', threadId, 'messages', id);
      const read = (data: unknown) => readThreadMessage(userId, threadId, id, data);
      // A second write of an id is a retry: the first may have landed though its answer was lost.
      if (this.written.has(ref.path)) {
        // Offline, the look fails and the write waits for the connection, as a first one would.
        const earlier = await fs.getDoc(ref).catch(() => null);
        if (earlier?.exists()) return read(earlier.data(ESTIMATE));
      }
      this.written.add(ref.path);
      try {
        // text, sender, timestamp (the server's) and, when given, suggested_responses; never updated.
        await fs.setDoc(
          ref,
          threadMessageDoc(written, (date) => this.stamp(fs, date)),
        );
      } catch (error) {
        // The rules let a message be created, never changed: the id stored already is an earlier write that landed.
        const earlier = await fs.getDoc(ref).catch(() => null);
        if (earlier?.exists()) return read(earlier.data(ESTIMATE));
        throw error;
      }
      return storedForm(fs, ref, read, read(threadMessageDoc(written, (date) => date)));
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
      const messages = docs
        .map((d) => {
          const message = readThreadMessage(userId, threadId, d.id, d.data(ESTIMATE));
          return d.metadata.hasPendingWrites ? { ...message, pending: true as const } : message;
        })
        .reverse();
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
    // Listening again after an error replays what matches; `delivered` keeps each message (or its error) to once.
    const delivered = new Set<string>();
    return listen(
      this.firestore,
      (fs, db) => {
        const messages = fs.collection(db, 'users', userId, 'chatThreads', threadId, 'messages');
        // A Date holds milliseconds and a stored time microseconds: `> after` would bring back the very message
        // `after` was read from, so the query starts at the next millisecond, as the port's Dates compare.
        return after
          ? fs.query(messages, fs.where('timestamp', '>=', fs.Timestamp.fromMillis(after.getTime() + 1)), fs.orderBy('timestamp', 'asc'))
          : fs.query(messages, fs.orderBy('timestamp', 'asc'));
      },
      (snapshot) => {
        // A snapshot holds every matching message; only those not delivered yet go out, in order. This client's
        // own write shows first with an estimated time, then again once stored: only its stored form goes out.
        const fresh: ThreadMessage[] = [];
        for (const d of snapshot.docs) {
          if (d.metadata.hasPendingWrites || delivered.has(d.id)) continue;
          delivered.add(d.id);
          try {
            fresh.push(readThreadMessage(userId, threadId, d.id, d.data(ESTIMATE)));
          } catch (error) {
            onError(error as Error);
          }
        }
        if (fresh.length > 0) listener(fresh);
      },
      onError,
      // The acknowledgement of a write whose fields do not change (no server time in it) is a metadata change.
      { includeMetadataChanges: true },
    );
  }
}
