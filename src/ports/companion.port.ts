import type { TimeOfDay } from '../domain/time-of-day';
import type { DashboardChatMessage } from './dashboard-chat.port';

export interface CompanionContext {
  userId: string;
  userName: string;
}

/** The dashboard's f8 beside the chat: greeting, tips and conversation starters (SPEC 2, 7). */
export interface Companion {
  /** A greeting for the time of day, with the newest 5 chat messages as context; rejects with FunctionError. */
  greeting(
    ctx: CompanionContext & { timeOfDay: TimeOfDay; userContext: Record<string, unknown> | null; chatContext: DashboardChatMessage[] },
  ): Promise<{ message: string; greetingId: string }>;
  /** Relationship tips for the user; rejects with FunctionError. */
  tips(ctx: CompanionContext & { userContext: Record<string, unknown> | null }): Promise<string[]>;
  /** Conversation starters for the user; rejects with FunctionError. */
  starters(userId: string): Promise<string[]>;
}
