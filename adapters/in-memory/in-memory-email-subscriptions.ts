import { FunctionError } from '../../src/domain/function-error';
import type { EmailSubscriptions, SubscriptionAction } from '../../src/ports/email-subscriptions.port';

/** EmailSubscriptions in memory: known addresses only, like the backend. */
export class InMemoryEmailSubscriptions implements EmailSubscriptions {
  readonly state = new Map<string, boolean>();
  /** Set to make every call fail with this error. */
  failWith: FunctionError | null = null;
  readonly calls: { email: string; action: SubscriptionAction }[] = [];

  constructor(known: string[] = []) {
    for (const email of known) this.state.set(email.toLowerCase(), true);
  }

  update(email: string, action: SubscriptionAction): Promise<{ success: boolean; message: string | null }> {
    this.calls.push({ email, action });
    if (this.failWith) return Promise.reject(this.failWith);
    const key = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key))
      return Promise.reject(new FunctionError('invalid-argument', 'The email address is not valid.'));
    if (!this.state.has(key)) return Promise.reject(new FunctionError('not-found', 'No subscriber with this email address.'));
    this.state.set(key, action === 'subscribe');
    return Promise.resolve({ success: true, message: action === 'subscribe' ? 'Subscribed.' : 'Unsubscribed.' });
  }
}
