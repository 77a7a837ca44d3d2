import type { Companion, CompanionContext, DashboardChatMessage } from '../../src/ports/companion.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import type { TimeOfDay } from '../../src/domain/time-of-day';
import type { FirebaseCallables } from './firebase-callables';

/** Where the dashboard chat is read from: Firestore in production, the store API offline. */
export interface DashboardChatSource {
  subscribe(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe;
}

const line = (m: DashboardChatMessage) => ({ message: m.message.slice(0, 5_000), sender: m.sender });

/** SPEC 9: chat history sent is 10 messages; greeting chat context is 5. */
const HISTORY = 10;
const GREETING_CONTEXT = 5;

/** Companion over the dashboard callables, with the chat read from `chat`. */
export class FirebaseCompanion implements Companion {
  constructor(
    private readonly callables: FirebaseCallables,
    private readonly chat: DashboardChatSource,
  ) {}

  greeting(
    ctx: CompanionContext & { timeOfDay: TimeOfDay; userContext: Record<string, unknown> | null; chatContext: DashboardChatMessage[] },
  ) {
    return this.callables.call('greeting', {
      userId: ctx.userId,
      userName: ctx.userName,
      userContext: ctx.userContext,
      todosContext: [],
      chatContext: ctx.chatContext.slice(-GREETING_CONTEXT).map(line),
      timeOfDay: ctx.timeOfDay,
    });
  }

  async tips(ctx: CompanionContext & { userContext: Record<string, unknown> | null }): Promise<string[]> {
    return (await this.callables.call('tips', { userId: ctx.userId, userName: ctx.userName, userContext: ctx.userContext })).tips;
  }

  async starters(userId: string): Promise<string[]> {
    return (await this.callables.call('starters', { userId })).starters;
  }

  subscribeChat(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    return this.chat.subscribe(userId, listener, onError);
  }

  async send(ctx: CompanionContext & { message: string; history: DashboardChatMessage[] }): Promise<string> {
    const result = await this.callables.call('dashboardChat', {
      userId: ctx.userId,
      userName: ctx.userName,
      userMessage: ctx.message,
      chatHistory: ctx.history.slice(-HISTORY).map(line),
      mentionContext: null,
    });
    return result.response;
  }
}
