import { z } from './zod';

export const subscriptionRequestSchema = z.strictObject({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  action: z.enum(['subscribe', 'unsubscribe']),
});
/** SPEC 8 has a message for a response without success: a missing `success` is a failed update, not a broken answer. */
export const subscriptionResponseSchema = z.object({ success: z.optional(z.boolean()), message: z.nullish(z.string()) });
