import { z } from 'zod';

/**
 * The devkit store API (DESIGN.md): per-user documents over REST under /store/v1, with the rules Firestore
 * security rules will enforce (own documents only, well-formed documents only). Dates travel as ISO strings.
 */
export const STORE_PREFIX = '/store/v1';

const isoDate = z.iso.datetime({ offset: true });
const shortText = (max: number) => z.string().max(max);

export const userProfileDocSchema = z.strictObject({
  uid: z.string().min(1).max(128),
  email: z.email().max(320).nullable(),
  displayName: shortText(200).nullable(),
  firstName: shortText(100).nullable(),
  createdAt: isoDate,
  language: z.string().min(2).max(12),
  timezone: shortText(100).nullable(),
  photoURL: z.url().max(2048).nullable().optional(),
  userHandle: shortText(100).nullable().optional(),
  tetherHandle: shortText(100).nullable().optional(),
  tetherHAndle: shortText(100).nullable().optional(),
  userName: shortText(100).nullable().optional(),
});
export type UserProfileDoc = z.infer<typeof userProfileDocSchema>;

/** A merge may carry any subset of the fields, but never a different uid. */
export const userProfilePatchSchema = userProfileDocSchema.partial();

export const firstLoadDocSchema = z.strictObject({ created: isoDate, platform: z.literal('web') });
export type FirstLoadDoc = z.infer<typeof firstLoadDocSchema>;

export const dashboardChatDocSchema = z.object({
  id: z.string(),
  message: z.string(),
  sender: z.enum(['user', 'f8']),
  timestamp: isoDate,
});
export type DashboardChatDoc = z.infer<typeof dashboardChatDocSchema>;
export const dashboardChatListSchema = z.object({ messages: z.array(dashboardChatDocSchema) });

export const personDocSchema = z.object({ id: z.string(), firstName: z.string().nullish() });
export const peopleListSchema = z.object({ people: z.array(personDocSchema) });

/** Newest messages the dashboard reads (SPEC 9). */
export const DASHBOARD_CHAT_LIMIT = 10;
