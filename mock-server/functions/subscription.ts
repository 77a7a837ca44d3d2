import { z } from 'zod';
import type { RequestOf, ResponseOf } from '../../src/contract/functions';
import { BRAND_NAME } from '../brand';
import { HttpsError } from '../https-error';

const email = z.email();

/** Subscribers by lower-cased email; seeded so the demo account and a few addresses exist. */
export class SubscriptionStore {
  private readonly subscribed = new Map<string, boolean>();

  constructor(seed: readonly string[] = ['demo@f8.local', 'member@example.com', 'newsletter@example.com']) {
    for (const address of seed) this.subscribed.set(address.toLowerCase(), true);
  }

  isSubscribed(address: string): boolean | undefined {
    return this.subscribed.get(address.trim().toLowerCase());
  }

  /** Applies the action; not-found for unknown addresses, invalid-argument for malformed ones (SPEC 8). */
  update(data: RequestOf<'subscription'>): ResponseOf<'subscription'> {
    const address = data.email.trim().toLowerCase();
    if (!email.safeParse(address).success) throw new HttpsError('invalid-argument', 'The email address is not valid.');
    if (!this.subscribed.has(address)) throw new HttpsError('not-found', 'No subscriber with this email address.');
    const subscribe = data.action === 'subscribe';
    this.subscribed.set(address, subscribe);
    return {
      success: true,
      message: subscribe
        ? `You're subscribed. You'll hear from ${BRAND_NAME} about new features, insights and important updates.`
        : `You've been unsubscribed. You won't receive ${BRAND_NAME} emails anymore.`,
    };
  }
}
