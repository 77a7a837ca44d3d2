import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionError } from '../../src/domain/function-error';
import type { EmailSubscriptions } from '../../src/ports/email-subscriptions.port';

export interface EmailSubscriptionsFixture {
  subscriptions: EmailSubscriptions;
  /** An address the backend knows. */
  known: string;
  teardown?: () => Promise<void>;
}

export function describeEmailSubscriptionsContract(name: string, setup: () => Promise<EmailSubscriptionsFixture>): void {
  describe(`EmailSubscriptions contract: ${name}`, () => {
    let fixture: EmailSubscriptionsFixture;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(async () => {
      await fixture.teardown?.();
    });

    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (e: unknown) => (e instanceof FunctionError ? e.code : 'uncoded'),
      );

    it('unsubscribes and subscribes a known address, with a message', async () => {
      const off = await fixture.subscriptions.update(fixture.known, 'unsubscribe');
      expect(off.success).toBe(true);
      expect(off.message).toEqual(expect.any(String));
      expect((await fixture.subscriptions.update(fixture.known.toUpperCase(), 'subscribe')).success).toBe(true);
    });

    it('rejects an unknown address with not-found', async () => {
      expect(await codeOf(fixture.subscriptions.update('nobody@example.org', 'unsubscribe'))).toBe('not-found');
    });

    it('rejects a malformed address with invalid-argument', async () => {
      expect(await codeOf(fixture.subscriptions.update('not-an-email', 'unsubscribe'))).toBe('invalid-argument');
    });
  });
}
