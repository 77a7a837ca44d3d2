import { wholeNumber, z } from './zod';
import { CHAT_MESSAGE_MAX } from '../domain/chat';

// The per-user documents (SPEC 3, 7), one schema each for every adapter. Reading ignores fields not named here (other
// clients may add some); the store API's writes refuse them, as the Firestore rules do.

/** A stored timestamp in any form SPEC 3 allows; ISO strings read as `Date` reads them (no offset: local; a date alone: UTC). */
export const storedTimestampSchema = z.union(
  [
    z.iso.datetime({ offset: true, local: true }),
    z.iso.date(),
    z.number(),
    z.date(),
    z.object({ seconds: z.number(), nanoseconds: z.optional(z.number()) }),
    z.object({ _seconds: z.number(), _nanoseconds: z.optional(z.number()) }),
  ],
  { error: 'Invalid input: expected a timestamp (ISO string, epoch milliseconds or {seconds, nanoseconds})' },
);
export type StoredTimestamp = z.infer<typeof storedTimestampSchema>;

const shortText = (max: number) => z.string().check(z.maxLength(max));
const id = z.string().check(z.minLength(1), z.maxLength(128));

/** users/{uid}: what sign-up writes (SPEC 3), plus the handle fields other clients write. */
export const userProfileDocSchema = z.object({
  uid: id,
  email: z.nullable(z.email().check(z.maxLength(320))),
  displayName: z.nullable(shortText(200)),
  firstName: z.nullable(shortText(100)),
  createdAt: storedTimestampSchema,
  language: z.string().check(z.minLength(2), z.maxLength(12)),
  timezone: z.nullable(shortText(100)),
  // https only, as firestore.rules take it: a page draws it as an image.
  photoURL: z.optional(z.nullable(z.url({ protocol: /^https$/ }).check(z.maxLength(2048)))),
  userHandle: z.optional(z.nullable(shortText(100))),
  tetherHandle: z.optional(z.nullable(shortText(100))),
  tetherHAndle: z.optional(z.nullable(shortText(100))),
  userName: z.optional(z.nullable(shortText(100))),
});
export type UserProfileDoc = z.infer<typeof userProfileDocSchema>;

/** A merge may carry any subset of the fields (never a different uid: the store checks that against the path). */
export const userProfilePatchSchema = z.partial(userProfileDocSchema);

/** users/{uid}/meta/firstLoad. */
export const firstLoadDocSchema = z.object({ created: storedTimestampSchema, platform: z.literal('web') });
export type FirstLoadDoc = z.infer<typeof firstLoadDocSchema>;

/** users/{uid}/chat/{id}: one line of the dashboard chat, written by the chat function. */
export const dashboardChatDocSchema = z.object({
  message: z.string().check(z.maxLength(10_000)),
  sender: z.enum(['user', 'f8']),
  timestamp: storedTimestampSchema,
});
export type DashboardChatDoc = z.infer<typeof dashboardChatDocSchema>;

/** The longest text one stored thread message holds (a user's is at most CHAT_MESSAGE_MAX, SPEC 5). */
export const BOT_MESSAGE_MAX = 10_000;

/** users/{uid}/chatThreads/{id}. */
export const chatThreadDocSchema = z.object({
  /** Never empty, as the rules' threadTitleOk says. */
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  createdAt: storedTimestampSchema,
  lastMessageAt: storedTimestampSchema,
  messageCount: wholeNumber(0),
});
export type ChatThreadDoc = z.infer<typeof chatThreadDocSchema>;

/** users/{uid}/chatThreads/{threadId}/messages/{id}; bot messages may carry suggested_responses. */
export const threadMessageDocSchema = z.object({
  text: z.string().check(z.maxLength(BOT_MESSAGE_MAX)),
  sender: z.enum(['user', 'bot']),
  timestamp: storedTimestampSchema,
  suggested_responses: z.optional(z.array(shortText(500)).check(z.maxLength(20))),
});
export type ThreadMessageDoc = z.infer<typeof threadMessageDocSchema>;

/** A new thread: its title, both times, and messageCount 0 (SPEC 7). */
export const chatThreadCreateSchema = z.strictObject({ ...chatThreadDocSchema.shape, messageCount: z.literal(0) });

/** The fields a thread merge may carry (SPEC 7): lastMessageAt, messageCount and title, nothing else. */
export const chatThreadPatchSchema = z.strictObject(
  z.partial(z.pick(chatThreadDocSchema, { lastMessageAt: true, messageCount: true, title: true })).shape,
);

/** A new thread message: a user's text is at most 250 characters (SPEC 5), and only bot messages suggest replies. */
export const threadMessageWriteSchema = z.strictObject(threadMessageDocSchema.shape).check(
  z.superRefine((doc, ctx) => {
    if (doc.sender !== 'user') return;
    if (doc.text.length > CHAT_MESSAGE_MAX)
      ctx.addIssue({ code: 'custom', path: ['text'], message: `A user's message is at most ${CHAT_MESSAGE_MAX} characters` });
    if (doc.text.trim() === '') ctx.addIssue({ code: 'custom', path: ['text'], message: "A user's message is not blank" });
    if (doc.suggested_responses !== undefined)
      ctx.addIssue({ code: 'custom', path: ['suggested_responses'], message: 'Only bot messages carry suggested responses' });
  }),
);

/** users/{uid}/people/{id}: only firstName is used on the web (mentions). */
export const personDocSchema = z.object({ firstName: z.nullish(shortText(100)) });
export type PersonDoc = z.infer<typeof personDocSchema>;

/** A collection as the store API answers it; only the envelope is checked here, so each document's schema names its own error. */
export const storedEntrySchema = z.looseObject({ id });
export const dashboardChatListSchema = z.object({ messages: z.array(storedEntrySchema) });
export const peopleListSchema = z.object({ people: z.array(storedEntrySchema) });
/** GET users/{uid}/chatThreads: newest lastMessageAt first. */
export const chatThreadListSchema = z.object({ threads: z.array(storedEntrySchema) });
/** GET .../messages: newest first, with the opaque cursor of the oldest (null on an empty page) that `?cursor=` reads on from. */
export const threadMessagePageSchema = z.object({
  messages: z.array(storedEntrySchema),
  nextCursor: z.nullable(z.string().check(z.minLength(1), z.maxLength(1000))),
});
/** One event of .../messages/live: messages newer than any sent before, oldest first. */
export const threadMessageBatchSchema = z.object({ messages: z.array(storedEntrySchema) });

/** Newest messages the dashboard reads (SPEC 9). */
export const DASHBOARD_CHAT_LIMIT = 10;
