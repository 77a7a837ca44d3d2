import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionError, type FunctionErrorCode } from '../../src/domain/function-error';
import type { Companion } from '../../src/ports/companion.port';
import type { DashboardChatMessage } from '../../src/ports/dashboard-chat.port';

export interface CompanionFixture {
  companion: Companion;
  /** The signed-in user the adapter acts for. */
  userId: string;
  /** The chat context the backend received with the last greeting. */
  lastGreetingContext: () => Promise<{ message: string; sender: string }[]>;
  /** Makes the backend fail every call with `code` until the returned function is called. */
  fail: (code: Exclude<FunctionErrorCode, 'ok'>) => () => void;
  teardown?: () => Promise<void>;
}

const chatOf = (count: number): DashboardChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    message: `line ${i}`,
    sender: i % 2 === 0 ? 'user' : 'f8',
    timestamp: new Date(Date.UTC(2026, 10, 20, 10, 0, i)),
  }));

export function describeCompanionContract(name: string, setup: () => Promise<CompanionFixture>): void {
  describe(`Companion contract: ${name}`, () => {
    let f: CompanionFixture;
    beforeAll(async () => {
      f = await setup();
    });
    afterAll(async () => {
      await f.teardown?.();
    });

    const ctx = () => ({ userId: f.userId, userName: 'Ann', userContext: { firstName: 'Ann', timezone: 'Europe/Oslo', language: 'en' } });

    it('greets the user by name for the time of day, with a greeting id', async () => {
      const greeting = await f.companion.greeting({ ...ctx(), timeOfDay: 'morning', chatContext: [] });
      expect(greeting.message).toContain('Ann');
      expect(greeting.greetingId).toEqual(expect.any(String));
      expect(greeting.greetingId).not.toBe('');
    });

    it('sends only the newest 5 chat messages as the greeting context, oldest first', async () => {
      await f.companion.greeting({ ...ctx(), timeOfDay: 'evening', chatContext: chatOf(8) });
      expect(await f.lastGreetingContext()).toEqual([
        { message: 'line 3', sender: 'f8' },
        { message: 'line 4', sender: 'user' },
        { message: 'line 5', sender: 'f8' },
        { message: 'line 6', sender: 'user' },
        { message: 'line 7', sender: 'f8' },
      ]);
    });

    it('gives relationship tips as a non-empty list of text', async () => {
      const tips = await f.companion.tips(ctx());
      expect(tips.length).toBeGreaterThan(0);
      for (const tip of tips) expect(tip.trim()).not.toBe('');
    });

    it('gives conversation starters as a non-empty list of text', async () => {
      const starters = await f.companion.starters(f.userId);
      expect(starters.length).toBeGreaterThan(0);
      for (const starter of starters) expect(starter.trim()).not.toBe('');
    });

    it.each(['internal', 'unavailable'] as const)('rejects every call with a %s FunctionError when the backend fails', async (code) => {
      const restore = f.fail(code);
      try {
        for (const call of [
          () => f.companion.greeting({ ...ctx(), timeOfDay: 'afternoon', chatContext: [] }),
          () => f.companion.tips(ctx()),
          () => f.companion.starters(f.userId),
        ]) {
          const error: unknown = await call().then(
            () => null,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(FunctionError);
          expect((error as FunctionError).code).toBe(code);
        }
      } finally {
        restore();
      }
      await expect(f.companion.starters(f.userId)).resolves.toEqual(expect.any(Array));
    });
  });
}
