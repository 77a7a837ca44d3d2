import type { EmailSubscriptions, SubscriptionAction } from '../../src/ports/email-subscriptions.port';
import type { FirebaseCallables } from './firebase-callables';

/** EmailSubscriptions over the subscription callable. */
export class FirebaseEmailSubscriptions implements EmailSubscriptions {
  constructor(private readonly callables: FirebaseCallables) {}

  async update(email: string, action: SubscriptionAction): Promise<{ success: boolean; message: string | null }> {
    const result = await this.callables.call('subscription', { email, action });
    return { success: result.success === true, message: result.message ?? null };
  }
}
