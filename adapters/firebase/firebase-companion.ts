import { GREETING_CONTEXT_LIMIT, toChatLines } from '../../src/contract/companion.mapping';
import type { TimeOfDay } from '../../src/domain/time-of-day';
import type { Companion, CompanionContext } from '../../src/ports/companion.port';
import type { DashboardChatMessage } from '../../src/ports/dashboard-chat.port';
import type { FirebaseCallables } from './firebase-callables';

/** Companion over the dashboard callables: greetingsMessageEurW, relationshipTipsEurW, onboardingConversationStartersEurW. */
export class FirebaseCompanion implements Companion {
  constructor(private readonly callables: FirebaseCallables) {}

  greeting(
    ctx: CompanionContext & { timeOfDay: TimeOfDay; userContext: Record<string, unknown> | null; chatContext: DashboardChatMessage[] },
  ): Promise<{ message: string; greetingId: string }> {
    return this.callables.call('greeting', {
      userId: ctx.userId,
      userName: ctx.userName,
      userContext: ctx.userContext,
      todosContext: [],
      chatContext: toChatLines(ctx.chatContext, GREETING_CONTEXT_LIMIT),
      timeOfDay: ctx.timeOfDay,
    });
  }

  async tips(ctx: CompanionContext & { userContext: Record<string, unknown> | null }): Promise<string[]> {
    return (await this.callables.call('tips', { userId: ctx.userId, userName: ctx.userName, userContext: ctx.userContext })).tips;
  }

  async starters(userId: string): Promise<string[]> {
    return (await this.callables.call('starters', { userId })).starters;
  }
}
