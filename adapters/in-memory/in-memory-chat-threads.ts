import {
  byDocumentId,
  chatThreadDoc,
  isoDate,
  readChatThread,
  readThreadMessage,
  storePaths,
  threadMessageDoc,
} from '../../src/contract/store.mapping';
import { THREAD_LIST_LIMIT } from '../../src/domain/chat';
import { FunctionError } from '../../src/domain/function-error';
import type { ChatThread, ChatThreads, MessageCursor, MessagePage, ThreadMessage } from '../../src/ports/chat-threads.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import { FakeClock } from './fake-clock';

type Doc = Record<string, unknown>;
interface Subscription {
  after: number;
  delivered: Set<string>;
  listener: (messages: ThreadMessage[]) => void;
  onError: (error: Error) => void;
}

/** Newest first, ties broken by id the way Firestore orders by document name. */
const newestFirst = (a: ThreadMessage, b: ThreadMessage) => b.timestamp.getTime() - a.timestamp.getTime() || byDocumentId(b.id, a.id);

function encodeCursor(message: ThreadMessage): MessageCursor {
  return JSON.stringify([message.timestamp.getTime(), message.id]) as MessageCursor;
}

function decodeCursor(cursor: MessageCursor): { time: number; id: string } {
  try {
    const [time, id] = JSON.parse(cursor) as unknown[];
    if (typeof time === 'number' && typeof id === 'string') return { time, id };
  } catch {
    // falls through
  }
  throw new FunctionError('invalid-argument', 'cursor: not a cursor this adapter issued');
}

/** ChatThreads in memory, as stored documents read through the shared mappers; a (timestamp, id) cursor skips no equal times. */
export class InMemoryChatThreads implements ChatThreads {
  /** Stored documents by path: users/{uid}/chatThreads/{id} and .../messages/{id}. */
  readonly docs = new Map<string, Doc>();
  /** Paths deleted, in order. */
  readonly deletions: string[] = [];
  /** Set to make every call fail with this error. */
  failWith: FunctionError | null = null;
  /** Set to store the next message and then fail, as a write whose answer is lost on the way back. */
  loseNextAnswer = false;
  readonly calls: { method: keyof ChatThreads; userId: string; threadId?: string }[] = [];
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private nextThread = 1;

  constructor(private readonly now: () => Date = new FakeClock().now) {}

  private act<T>(method: keyof ChatThreads, userId: string, threadId: string | undefined, run: () => T): Promise<T> {
    this.calls.push({ method, userId, ...(threadId === undefined ? {} : { threadId }) });
    if (this.failWith) return Promise.reject(this.failWith);
    try {
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Direct children of a collection path, with their ids. */
  private children(collection: string): [string, Doc][] {
    const prefix = `${collection}/`;
    return [...this.docs]
      .filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .map(([path, doc]) => [path.slice(prefix.length), doc]);
  }

  private threadPath(userId: string, threadId: string): string {
    return `${storePaths.chatThreads(userId)}/${threadId}`;
  }

  private allMessages(userId: string, threadId: string): ThreadMessage[] {
    return this.children(storePaths.threadMessages(userId, threadId)).map(([id, doc]) => readThreadMessage(userId, threadId, id, doc));
  }

  list(userId: string): Promise<ChatThread[]> {
    return this.act('list', userId, undefined, () =>
      this.children(storePaths.chatThreads(userId))
        .map(([id, doc]) => readChatThread(userId, id, doc))
        .sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || byDocumentId(b.id, a.id))
        .slice(0, THREAD_LIST_LIMIT),
    );
  }

  create(userId: string, title: string): Promise<ChatThread> {
    return this.act('create', userId, undefined, () => {
      const id = `thread-${String(this.nextThread++).padStart(4, '0')}`;
      const now = this.now();
      const doc = chatThreadDoc({ title, createdAt: now, lastMessageAt: now, messageCount: 0 }, isoDate);
      this.docs.set(this.threadPath(userId, id), doc);
      return readChatThread(userId, id, doc);
    });
  }

  update(userId: string, threadId: string, patch: { lastMessageAt: Date; messageCount: number; title?: string }): Promise<void> {
    return this.act('update', userId, threadId, () => {
      const path = this.threadPath(userId, threadId);
      const current = this.docs.get(path);
      if (!current) throw new FunctionError('not-found', `No thread ${path}`);
      this.docs.set(path, {
        ...current,
        lastMessageAt: isoDate(patch.lastMessageAt),
        messageCount: patch.messageCount,
        ...(patch.title === undefined ? {} : { title: patch.title }),
      });
    });
  }

  remove(userId: string, threadId: string): Promise<void> {
    return this.act('remove', userId, threadId, () => {
      const messages = storePaths.threadMessages(userId, threadId);
      for (const [id] of this.children(messages)) this.delete(`${messages}/${id}`);
      this.delete(this.threadPath(userId, threadId));
    });
  }

  private delete(path: string): void {
    if (this.docs.delete(path)) this.deletions.push(path);
  }

  addMessage(userId: string, threadId: string, { id, ...message }: Omit<ThreadMessage, 'timestamp'>): Promise<ThreadMessage> {
    return this.act('addMessage', userId, threadId, () => {
      const path = `${storePaths.threadMessages(userId, threadId)}/${id}`;
      const earlier = this.docs.get(path);
      if (earlier) return readThreadMessage(userId, threadId, id, earlier);
      if (!this.docs.has(this.threadPath(userId, threadId))) throw new FunctionError('not-found', `No thread ${threadId}`);
      const doc = threadMessageDoc({ ...message, timestamp: this.now() }, isoDate);
      this.docs.set(path, doc);
      if (this.loseNextAnswer) {
        this.loseNextAnswer = false;
        throw new FunctionError('unavailable', 'The answer was lost on its way back');
      }
      const stored = readThreadMessage(userId, threadId, id, doc);
      queueMicrotask(() => this.notify(userId, threadId));
      return stored;
    });
  }

  messages(userId: string, threadId: string, options: { limit: number; cursor?: MessageCursor | null }): Promise<MessagePage> {
    return this.act('messages', userId, threadId, () => {
      const start = options.cursor ? decodeCursor(options.cursor) : null;
      const older = this.allMessages(userId, threadId)
        .sort(newestFirst)
        .filter((m) => !start || m.timestamp.getTime() < start.time || (m.timestamp.getTime() === start.time && m.id < start.id));
      const page = older.slice(0, options.limit);
      const hasMore = page.length === options.limit && page.length > 0;
      const oldest = page.at(-1);
      return { messages: page.reverse(), hasMore, cursor: hasMore && oldest ? encodeCursor(oldest) : null };
    });
  }

  subscribe(
    userId: string,
    threadId: string,
    after: Date | null,
    listener: (messages: ThreadMessage[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    const key = this.threadPath(userId, threadId);
    const subscription: Subscription = { after: after?.getTime() ?? -Infinity, delivered: new Set(), listener, onError };
    const failure = this.failWith;
    const set = this.subscriptions.get(key) ?? new Set<Subscription>();
    this.subscriptions.set(key, set);
    let stopped = false;
    queueMicrotask(() => {
      if (stopped) return;
      if (failure) return onError(failure);
      set.add(subscription);
      this.deliver(userId, threadId, subscription);
    });
    return () => {
      stopped = true;
      set.delete(subscription);
    };
  }

  private notify(userId: string, threadId: string): void {
    for (const subscription of this.subscriptions.get(this.threadPath(userId, threadId)) ?? [])
      this.deliver(userId, threadId, subscription);
  }

  private deliver(userId: string, threadId: string, to: Subscription): void {
    let fresh: ThreadMessage[];
    try {
      fresh = this.allMessages(userId, threadId)
        .filter((m) => m.timestamp.getTime() > to.after && !to.delivered.has(m.id))
        .sort((a, b) => newestFirst(b, a));
    } catch (error) {
      to.onError(error as Error);
      return;
    }
    if (fresh.length === 0) return;
    for (const m of fresh) to.delivered.add(m.id);
    to.listener(fresh);
  }
}
