import type { Unsubscribe } from './unsubscribe';

import type { TimeOfDay } from '../domain/time-of-day';

export interface DashboardChatMessage {
  id: string;
  message: string;
  sender: 'user' | 'f8';
  timestamp: Date | null;
}

export interface CompanionContext {
  userId: string;
  userName: string;
}

/** The dashboard's f8: greeting, tips, starters and the dashboard chat (SPEC 2, 7). */
export interface Companion {
  /** A greeting for the time of day, using the user's last 5 chat lines as context. */
  greeting(
    ctx: CompanionContext & { timeOfDay: TimeOfDay; userContext: Record<string, unknown> | null; chatContext: DashboardChatMessage[] },
  ): Promise<{ message: string; greetingId: string }>;
  /** Relationship tips for the user. */
  tips(ctx: CompanionContext & { userContext: Record<string, unknown> | null }): Promise<string[]>;
  /** Conversation starters for the user. */
  starters(userId: string): Promise<string[]>;
  /** The newest 10 messages of users/{uid}/chat, oldest first; live until unsubscribed. */
  subscribeChat(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** Sends a message with the last 10 as history; the function stores the exchange and returns f8's answer. */
  send(ctx: CompanionContext & { message: string; history: DashboardChatMessage[] }): Promise<string>;
}
