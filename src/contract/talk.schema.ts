import { wholeNumber, z } from './zod';
import { CATEGORIES, MAX_FEED_LIMIT, SORT_MODES } from '../domain/talk';

/** Timestamps arrive as epoch ms, ISO strings or second-based objects (SPEC 3); Dates cannot cross JSON. */
export const wireTimestampSchema = z.union([
  z.number(),
  z.string(),
  z.object({ seconds: z.number(), nanoseconds: z.optional(z.number()) }),
  z.object({ _seconds: z.number(), _nanoseconds: z.optional(z.number()) }),
]);

const optionalText = z.nullish(z.string());

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
  timestamp: z.nullish(wireTimestampSchema),
  rank: z.number(),
});
export type WireTalkMessage = z.infer<typeof wireTalkMessageSchema>;

export const wireReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  likes: z.number(),
  timestamp: z.nullish(wireTimestampSchema),
  userName: optionalText,
  tetherHandle: optionalText,
  profileImageUrl: optionalText,
});
export type WireReply = z.infer<typeof wireReplySchema>;

const idSchema = z.string().check(z.minLength(1), z.maxLength(128));

export const getTalkMessagesRequestSchema = z.strictObject({
  sortMode: z.enum(SORT_MODES),
  limit: z.optional(wholeNumber(1, MAX_FEED_LIMIT)),
  filterCategory: z.nullish(z.union([z.enum(CATEGORIES), z.literal('all')])),
  lastDocId: z.nullish(idSchema),
});

/** Items are read one by one (readWireItems), so one malformed post or reply does not take the whole list down. */
export const getTalkMessagesResponseSchema = z.object({
  success: z.boolean(),
  error: optionalText,
  messages: z.array(z.unknown()),
  hasMore: z.boolean(),
  lastMessageId: optionalText,
});

export const getTalkMessageRequestSchema = z.strictObject({ messageId: idSchema });

export const getTalkMessageResponseSchema = z.object({
  success: z.boolean(),
  error: optionalText,
  message: z.nullish(wireTalkMessageSchema),
  replies: z._default(z.array(z.unknown()), []),
});
