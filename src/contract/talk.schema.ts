import { z } from 'zod';
import { CATEGORIES, SORT_MODES } from '../domain/talk';

/** Timestamps arrive as epoch ms, ISO strings or second-based objects (SPEC 3); Dates cannot cross JSON. */
export const wireTimestampSchema = z.union([
  z.number(),
  z.string(),
  z.object({ seconds: z.number(), nanoseconds: z.number().optional() }),
  z.object({ _seconds: z.number(), _nanoseconds: z.number().optional() }),
]);

const optionalText = z.string().nullish();

export const wireTalkMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  categories: z.array(z.string()),
  userName: optionalText,
  tetherHandle: optionalText,
  userAvatar: optionalText,
  profileImageUrl: optionalText,
  likes: z.number(),
  replies: z.number(),
  timestamp: wireTimestampSchema.nullish(),
  rank: z.number(),
});
export type WireTalkMessage = z.infer<typeof wireTalkMessageSchema>;

export const wireReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  likes: z.number(),
  timestamp: wireTimestampSchema.nullish(),
  userName: optionalText,
  tetherHandle: optionalText,
  profileImageUrl: optionalText,
});
export type WireReply = z.infer<typeof wireReplySchema>;

const idSchema = z.string().min(1).max(128);

export const getTalkMessagesRequestSchema = z.strictObject({
  sortMode: z.enum(SORT_MODES),
  limit: z.number().int().min(1).max(100).optional(),
  filterCategory: z.union([z.enum(CATEGORIES), z.literal('all')]).nullish(),
  lastDocId: idSchema.nullish(),
});
export type GetTalkMessagesRequest = z.infer<typeof getTalkMessagesRequestSchema>;

export const getTalkMessagesResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullish(),
  messages: z.array(wireTalkMessageSchema),
  hasMore: z.boolean(),
  lastMessageId: z.string().nullish(),
});
export type GetTalkMessagesResponse = z.infer<typeof getTalkMessagesResponseSchema>;

export const getTalkMessageRequestSchema = z.strictObject({ messageId: idSchema });
export type GetTalkMessageRequest = z.infer<typeof getTalkMessageRequestSchema>;

export const getTalkMessageResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullish(),
  message: wireTalkMessageSchema.nullish(),
  replies: z.array(wireReplySchema).default([]),
});
export type GetTalkMessageResponse = z.infer<typeof getTalkMessageResponseSchema>;
