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

/**
 * The f8 chat function's result `data`. Its `message` may be a fenced JSON block in text, a JSON string, plain
 * text or an object (SPEC 7), with `responses` inside it or beside it, or missing: `fromAiChatResult`
 * (ai-chat.mapping.ts) reads any of them and falls back as SPEC 8 says, so nothing is refused here.
 */
export const aiChatResponseSchema = z.unknown();

export const subscriptionRequestSchema = z.strictObject({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  action: z.enum(['subscribe', 'unsubscribe']),
});
/** SPEC 8 has a message for a response without success: a missing `success` is a failed update, not a broken answer. */
export const subscriptionResponseSchema = z.object({ success: z.optional(z.boolean()), message: z.nullish(z.string()) });
