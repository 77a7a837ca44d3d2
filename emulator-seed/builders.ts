import { seededRandom, type Random } from '../src/domain/random';
import type { TalkMessage, TalkReply } from '../src/domain/talk';

/**
 * Object Mothers for talk data: one set of builders feeds unit tests, the mock server's seed and
 * the emulator seed, so every layer agrees on what a post looks like.
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

export function buildTalkMessage(overrides: Partial<TalkMessage> = {}): TalkMessage {
  counter += 1;
  return {
    id: buildId(defaultRandom),
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
    ...overrides,
  };
}

export function buildReply(overrides: Partial<TalkReply> = {}): TalkReply {
  counter += 1;
  return {
    id: buildId(defaultRandom),
    text: 'Thank you for sharing this.',
    likes: 1,
    timestamp: new Date('2026-11-01T13:00:00Z'),
    userName: `replier${counter}`,
    ...overrides,
  };
}
