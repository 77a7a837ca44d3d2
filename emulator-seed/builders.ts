import type { ChatThreadDoc, FirstLoadDoc, PersonDoc, ThreadMessageDoc, UserProfileDoc } from '../src/contract/store.schema';
import { seededRandom, type Random } from '../src/domain/random';
import type { TalkMessage, TalkReply } from '../src/domain/talk';
import { buildNewProfile } from '../src/domain/user-profile';

/**
 * Object Mothers: one set of builders feeds unit tests, the mock server's seed (talk-seed.ts) and the
 * emulator seed (the demo account's documents), so every layer agrees on what a post or a profile looks like.
 * An override of `undefined` leaves that field out, as the seed's authorless posts need.
 */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-like 20-character alphanumeric id. */
export function buildId(random: Random): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ID_ALPHABET[random.int(0, ID_ALPHABET.length - 1)];
  return id;
}

let counter = 0;
const defaultRandom = seededRandom('builders');

/** Defaults then overrides, without the keys whose value ends up undefined (so JSON and `in` agree). */
function build<T extends object>(defaults: T, overrides: Partial<T>): T {
  const merged: Record<string, unknown> = { ...defaults, ...overrides };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged as T;
}

/** A post; its id comes from `random` unless given (so a seed keeps drawing from its own generator). */
export function buildTalkMessage(overrides: Partial<TalkMessage> = {}, random: Random = defaultRandom): TalkMessage {
  counter += 1;
  return build<TalkMessage>(
    {
      id: overrides.id ?? buildId(random),
      title: `A post about connection ${counter}`,
      body: 'Reaching out to an old friend felt scary, but it went well.',
      categories: ['relationships'],
      userName: `member${counter}`,
      tetherHandle: `@member${counter}`,
      userAvatar: undefined,
      profileImageUrl: undefined,
      likes: 3,
      replies: 0,
      timestamp: new Date('2026-11-01T12:00:00Z'),
      rank: 10,
    },
    overrides,
  );
}

/** A reply to a post; its id comes from `random` unless given. */
export function buildReply(overrides: Partial<TalkReply> = {}, random: Random = defaultRandom): TalkReply {
  counter += 1;
  return build<TalkReply>(
    {
      id: overrides.id ?? buildId(random),
      text: 'Thank you for sharing this.',
      likes: 1,
      timestamp: new Date('2026-11-01T13:00:00Z'),
      userName: `replier${counter}`,
    },
    overrides,
  );
}

/** users/{uid} as a sign-up writes it (the domain's buildNewProfile), in the store's shape: createdAt as ISO text. */
export function buildUserProfileDoc(overrides: Partial<UserProfileDoc> = {}): UserProfileDoc {
  counter += 1;
  const uid = overrides.uid ?? `member-${counter}`;
  const email = overrides.email === undefined ? `member${counter}@example.com` : overrides.email;
  const displayName = overrides.displayName === undefined ? `Member ${counter}` : overrides.displayName;
  const profile = buildNewProfile({ uid, email, displayName }, 'Europe/London', new Date('2026-11-01T12:00:00Z'));
  return build<UserProfileDoc>({ ...profile, createdAt: profile.createdAt.toISOString() }, overrides);
}

/** users/{uid}/meta/firstLoad as the web app writes it on a first sign-in. */
export function buildFirstLoadDoc(overrides: Partial<FirstLoadDoc> = {}): FirstLoadDoc {
  return build<FirstLoadDoc>({ created: '2026-11-01T12:00:00.000Z', platform: 'web' }, overrides);
}

/** users/{uid}/chatThreads/{id} as the web app writes it: created empty, raised by 2 per exchange. */
export function buildChatThreadDoc(overrides: Partial<ChatThreadDoc> = {}): ChatThreadDoc {
  const at = '2026-11-01T12:00:00.000Z';
  return build<ChatThreadDoc>({ title: 'New Chat', createdAt: at, lastMessageAt: at, messageCount: 0 }, overrides);
}

/** users/{uid}/chatThreads/{threadId}/messages/{id}: a user's message unless told otherwise. */
export function buildThreadMessageDoc(overrides: Partial<ThreadMessageDoc> = {}): ThreadMessageDoc {
  return build<ThreadMessageDoc>(
    { text: 'How do I start a hard conversation?', sender: 'user', timestamp: '2026-11-01T12:00:00.000Z' },
    overrides,
  );
}

/** users/{uid}/people/{id}: someone the user saved, as the mobile app stores them (the web reads firstName). */
export function buildPersonDoc(overrides: Partial<PersonDoc> & Record<string, unknown> = {}): PersonDoc & Record<string, unknown> {
  return build<PersonDoc & Record<string, unknown>>({ firstName: 'Sam' }, overrides);
}
