import { z } from './zod';
import { CHAT_MESSAGE_MAX } from '../domain/chat';

const id = z.string().check(z.minLength(1), z.maxLength(128));

const mentionSchema = z.strictObject({ name: z.string().check(z.minLength(1), z.maxLength(100)), id });

export const aiChatRequestSchema = z.strictObject({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX)),
  mentions: z.array(mentionSchema).check(z.maxLength(20)),
  threadId: id,
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/** The f8 chat function's result, refused nowhere: `fromAiChatResult` reads any SPEC 7 shape and falls back as SPEC 8 says. */
export const aiChatResponseSchema = z.unknown();
