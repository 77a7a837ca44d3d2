import type { Unsubscribe } from './unsubscribe';

/** users/{uid}/chatThreads/{id} (SPEC 3). */
export interface ChatThread {
  id: string;
  title: string;
  createdAt: Date;
  lastMessageAt: Date;
  messageCount: number;
}

/** users/{uid}/chatThreads/{threadId}/messages/{id} (SPEC 3). */
export interface ThreadMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: Date;
  /** Bot messages only. */
  suggestedResponses?: string[];
  /** Written on this device and kept there, not yet stored (offline, or before a reload): read from its cache. */
  pending?: true;
}

declare const cursorBrand: unique symbol;
/** Where the next older page starts; opaque, read only by its adapter (a timestamp alone would not do: messages share one). */
export type MessageCursor = string & { readonly [cursorBrand]: true };

export interface MessagePage {
  /** Oldest first. */
  messages: ThreadMessage[];
  /** True while a full page came back (SPEC 4): an older page may exist, possibly empty. */
  hasMore: boolean;
  /** Pass back to read the next older page; null when `hasMore` is false. */
  cursor: MessageCursor | null;
}

/** The signed-in user's f8 chat threads and their messages (users/{uid}/chatThreads, SPEC 4 and 7). */
export interface ChatThreads {
  /** The latest 30 threads by lastMessageAt, newest first. Rejects with FunctionError. */
  list(userId: string): Promise<ChatThread[]>;
  /** Creates a thread with this title, createdAt and lastMessageAt now, and messageCount 0. */
  create(userId: string, title: string): Promise<ChatThread>;
  /** Merges lastMessageAt, messageCount and, when given, title into the thread. */
  update(userId: string, threadId: string, patch: { lastMessageAt: Date; messageCount: number; title?: string }): Promise<void>;
  /** Deletes every message of the thread, then the thread. */
  remove(userId: string, threadId: string): Promise<void>;
  /**
   * Stores the message under its id (made by the client before the write), stamped now; resolves with its stored
   * form. When that id is stored already (an earlier write that landed though its answer was lost), resolves with
   * the stored copy and writes nothing: writing a message again never stores it twice.
   */
  addMessage(userId: string, threadId: string, message: Omit<ThreadMessage, 'timestamp'>): Promise<ThreadMessage>;
  /**
   * The newest `limit` messages, or with `cursor` the `limit` before that page; oldest first. Messages that
   * share a timestamp are neither lost nor repeated across pages.
   */
  messages(userId: string, threadId: string, options: { limit: number; cursor?: MessageCursor | null }): Promise<MessagePage>;
  /** Calls `listener` with messages newer than `after` (all if null), ascending, each once, never empty; failures to `onError`. */
  subscribe(
    userId: string,
    threadId: string,
    after: Date | null,
    listener: (messages: ThreadMessage[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}
