import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../domain/chat';

export const mentionSchema = z.strictObject({ name: z.string().min(1).max(100), id: z.string().min(1).max(128) });

export const aiChatRequestSchema = z.strictObject({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  mentions: z.array(mentionSchema).max(20),
  threadId: z.string().min(1).max(128),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/**
 * The f8 chat function's result `data`. Its `message` may be a fenced JSON block in text, a JSON string, plain
 * text or an object (SPEC 7), with `responses` inside it or beside it, or missing: `fromAiChatResult`
 * (ai-chat.mapping.ts) reads any of them and falls back as SPEC 8 says, so nothing is refused here.
 */
export const aiChatResponseSchema = z.unknown();

export const subscriptionRequestSchema = z.strictObject({
  email: z.string().min(1).max(320),
  action: z.enum(['subscribe', 'unsubscribe']),
});
export const subscriptionResponseSchema = z.object({ success: z.boolean(), message: z.string().nullish() });
