import { GREETING_CONTEXT_LIMIT, toChatLines } from '../../src/contract/companion.mapping';
import type { FunctionError } from '../../src/domain/function-error';
import type { TimeOfDay } from '../../src/domain/time-of-day';
import type { Companion, CompanionContext } from '../../src/ports/companion.port';
import type { DashboardChatMessage } from '../../src/ports/dashboard-chat.port';

/** What the fake received, in the shape the companion functions take. */
export type CompanionCall =
  | { fn: 'greeting'; userId: string; userName: string; timeOfDay: TimeOfDay; chatContext: { message: string; sender: string }[] }
  | { fn: 'tips'; userId: string; userName: string }
  | { fn: 'starters'; userId: string };

/** Companion in memory: fixed, personal answers, for component tests and the port contract suite. */
export class InMemoryCompanion implements Companion {
  /** Set to make every call fail with this error, or only the calls of `failOnly` when that is set. */
  failWith: FunctionError | null = null;
  failOnly: CompanionCall['fn'] | null = null;
  readonly calls: CompanionCall[] = [];
  private greetings = 0;

  constructor(private readonly answers: { tips?: string[]; starters?: string[] } = {}) {}

  private answer<T>(call: CompanionCall, value: () => T): Promise<T> {
    this.calls.push(call);
    const fails = this.failOnly === null || this.failOnly === call.fn;
    return this.failWith && fails ? Promise.reject(this.failWith) : Promise.resolve(value());
  }

  greeting(
    ctx: CompanionContext & { timeOfDay: TimeOfDay; userContext: Record<string, unknown> | null; chatContext: DashboardChatMessage[] },
  ): Promise<{ message: string; greetingId: string }> {
    const chatContext = toChatLines(ctx.chatContext, GREETING_CONTEXT_LIMIT);
    return this.answer({ fn: 'greeting', userId: ctx.userId, userName: ctx.userName, timeOfDay: ctx.timeOfDay, chatContext }, () => ({
      message: `Good ${ctx.timeOfDay}, ${ctx.userName}! Who would you like to reach out to today?`,
      greetingId: `greeting-${++this.greetings}`,
    }));
  }

  tips(ctx: CompanionContext & { userContext: Record<string, unknown> | null }): Promise<string[]> {
    return this.answer({ fn: 'tips', userId: ctx.userId, userName: ctx.userName }, () => [
      ...(this.answers.tips ?? [
        `${ctx.userName}, ask one open-ended question today.`,
        'Put your phone away for the first ten minutes of your next conversation.',
        'Apologise without “but”.',
      ]),
    ]);
  }

  starters(userId: string): Promise<string[]> {
    return this.answer({ fn: 'starters', userId }, () => [
      ...(this.answers.starters ?? [
        'What made you smile this week?',
        'Who do you miss talking to?',
        'What is one thing you want to say but have not yet?',
      ]),
    ]);
  }
}
