import {
  chatThreadDoc,
  isoDate,
  parseDocument,
  readChatThread,
  readThreadMessage,
  storePaths,
  threadMessageDoc,
} from '../../src/contract/store.mapping';
import {
  chatThreadListSchema,
  storedEntrySchema,
  threadMessageBatchSchema,
  threadMessagePageSchema,
} from '../../src/contract/store.schema';
import { THREAD_LIST_LIMIT } from '../../src/domain/chat';
import type { ChatThread, ChatThreads, MessageCursor, MessagePage, ThreadMessage } from '../../src/ports/chat-threads.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import type { StoreClient } from './store-client';

/** How soon a lost live stream is opened again, and the longest pause between attempts. */
const LIVE_RECONNECT = { delayMs: 1_000, maxDelayMs: 30_000 };

/** ChatThreads over the mock server's store API and its event stream; times are this browser's clock (Firestore's adapter asks for the server's). */
export class DevkitChatThreads implements ChatThreads {
  constructor(
    private readonly client: StoreClient,
    private readonly now: () => Date = () => new Date(),
    private readonly reconnect = LIVE_RECONNECT,
  ) {}

  private threads(userId: string): string {
    return storePaths.chatThreads(encodeURIComponent(userId));
  }

  private thread(userId: string, threadId: string): string {
    return `${this.threads(userId)}/${encodeURIComponent(threadId)}`;
  }

  private messagesOf(userId: string, threadId: string): string {
    return storePaths.threadMessages(encodeURIComponent(userId), encodeURIComponent(threadId));
  }

  async list(userId: string): Promise<ChatThread[]> {
    const data = await this.client.send('GET', `${this.threads(userId)}?limit=${THREAD_LIST_LIMIT}`);
    const { threads } = parseDocument(chatThreadListSchema, storePaths.chatThreads(userId), data);
    return threads.map(({ id, ...doc }) => readChatThread(userId, id, doc));
  }

  async create(userId: string, title: string): Promise<ChatThread> {
    const now = this.now();
    const doc = chatThreadDoc({ title, createdAt: now, lastMessageAt: now, messageCount: 0 }, isoDate);
    const { id, ...stored } = parseDocument(
      storedEntrySchema,
      storePaths.chatThreads(userId),
      await this.client.send('POST', this.threads(userId), doc),
    );
    return readChatThread(userId, id, stored);
  }

  async update(userId: string, threadId: string, patch: { lastMessageAt: Date; messageCount: number; title?: string }): Promise<void> {
    await this.client.send('PATCH', this.thread(userId, threadId), {
      lastMessageAt: isoDate(patch.lastMessageAt),
      messageCount: patch.messageCount,
      ...(patch.title === undefined ? {} : { title: patch.title }),
    });
  }

  async remove(userId: string, threadId: string): Promise<void> {
    // The store deletes every message, then the thread (SPEC 4).
    await this.client.send('DELETE', this.thread(userId, threadId));
  }

  async addMessage(
    userId: string,
    threadId: string,
    { id: messageId, ...message }: Omit<ThreadMessage, 'timestamp'>,
  ): Promise<ThreadMessage> {
    const doc = threadMessageDoc({ ...message, timestamp: this.now() }, isoDate);
    const answer = await this.client.send('PUT', `${this.messagesOf(userId, threadId)}/${encodeURIComponent(messageId)}`, doc);
    const { id, ...stored } = parseDocument(storedEntrySchema, storePaths.threadMessages(userId, threadId), answer);
    return readThreadMessage(userId, threadId, id, stored);
  }

  async messages(userId: string, threadId: string, options: { limit: number; cursor?: MessageCursor | null }): Promise<MessagePage> {
    const query = new URLSearchParams({ limit: String(options.limit) });
    if (options.cursor) query.set('cursor', options.cursor);
    const data = await this.client.send('GET', `${this.messagesOf(userId, threadId)}?${query.toString()}`);
    const page = parseDocument(threadMessagePageSchema, storePaths.threadMessages(userId, threadId), data);
    // The store answers newest first, with a cursor only for a full page; the port reads oldest first.
    const messages = page.messages.map(({ id, ...doc }) => readThreadMessage(userId, threadId, id, doc)).reverse();
    const hasMore = page.nextCursor !== null;
    return { messages, hasMore, cursor: hasMore ? (page.nextCursor as MessageCursor) : null };
  }

  subscribe(
    userId: string,
    threadId: string,
    after: Date | null,
    listener: (messages: ThreadMessage[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    const collection = storePaths.threadMessages(userId, threadId);
    // A reconnection asks again from the same `after`; what was delivered already is dropped here, so each
    // message arrives once however often the stream is opened.
    const delivered = new Set<string>();
    const query = after ? `?after=${encodeURIComponent(after.toISOString())}` : '';
    return this.client.stream(
      `${this.messagesOf(userId, threadId)}/live${query}`,
      (data) => {
        const { messages } = parseDocument(threadMessageBatchSchema, collection, data);
        const fresh: ThreadMessage[] = [];
        for (const { id, ...doc } of messages) {
          if (delivered.has(id)) continue;
          try {
            fresh.push(readThreadMessage(userId, threadId, id, doc));
            delivered.add(id);
          } catch (error) {
            onError(error as Error);
          }
        }
        if (fresh.length > 0) listener(fresh);
      },
      onError,
      this.reconnect,
    );
  }
}
