import type { Unsubscribe } from './unsubscribe';

export interface ChatThread {
  id: string;
  title: string;
  createdAt: Date | null;
  lastMessageAt: Date | null;
  messageCount: number;
}

export interface ThreadMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: Date | null;
  suggestedResponses?: string[];
}

export interface MessagePage {
  /** Oldest first. */
  messages: ThreadMessage[];
  /** True while a full page came back (SPEC 4). */
  hasMore: boolean;
}

/** The signed-in user's f8 chat threads (users/{uid}/chatThreads and their messages). */
export interface ChatThreads {
  /** The latest 30 threads by lastMessageAt, newest first. */
  list(userId: string): Promise<ChatThread[]>;
  /** Creates a thread with messageCount 0. */
  create(userId: string, title: string): Promise<ChatThread>;
  /** Merges lastMessageAt, messageCount and optionally title. */
  update(userId: string, threadId: string, patch: { lastMessageAt: Date; messageCount: number; title?: string }): Promise<void>;
  /** Deletes every message, then the thread. */
  remove(userId: string, threadId: string): Promise<void>;
  /** Appends a message; resolves with its stored form. */
  addMessage(userId: string, threadId: string, message: Omit<ThreadMessage, 'id' | 'timestamp'>): Promise<ThreadMessage>;
  /** The newest `limit` messages, or those before `before`, oldest first. */
  messages(userId: string, threadId: string, options: { limit: number; before?: Date }): Promise<MessagePage>;
  /** Delivers messages newer than `after` as they arrive, oldest first. */
  subscribe(userId: string, threadId: string, after: Date | null, listener: (messages: ThreadMessage[]) => void): Unsubscribe;
}
