import { z } from './zod';
import { CHAT_MESSAGE_MAX } from '../domain/chat';

const id = z.string().check(z.minLength(1), z.maxLength(128));

export const mentionSchema = z.strictObject({ name: z.string().check(z.minLength(1), z.maxLength(100)), id });

export const aiChatRequestSchema = z.strictObject({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX)),
  mentions: z.array(mentionSchema).check(z.maxLength(20)),
  threadId: id,
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/** The f8 chat function's result, refused nowhere: `fromAiChatResult` reads any SPEC 7 shape and falls back as SPEC 8 says. */
export const aiChatResponseSchema = z.unknown();

export const subscriptionRequestSchema = z.strictObject({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  action: z.enum(['subscribe', 'unsubscribe']),
});
/** SPEC 8 has a message for a response without success: a missing `success` is a failed update, not a broken answer. */
export const subscriptionResponseSchema = z.object({ success: z.optional(z.boolean()), message: z.nullish(z.string()) });
