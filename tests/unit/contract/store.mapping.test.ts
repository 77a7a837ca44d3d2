import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  chatThreadDoc,
  dashboardChatDoc,
  firstLoadDoc,
  isoDate,
  readChatThread,
  readDashboardChatMessage,
  readFirstLoad,
  readPerson,
  readThreadMessage,
  readUserProfile,
  threadMessageDoc,
  userProfileDoc,
} from '../../../src/contract/store.mapping';
import { FunctionError } from '../../../src/domain/function-error';
import { buildNewProfile } from '../../../src/domain/user-profile';

const WHEN = new Date('2026-11-20T10:00:00.000Z');

/** The error `read` throws, for checking its code and message. */
function failureOf(read: () => unknown): FunctionError {
  try {
    read();
  } catch (error) {
    if (error instanceof FunctionError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}

describe('stored timestamps', () => {
  it.each([
    ['an ISO string (the store API)', '2026-11-20T10:00:00.000Z'],
    ['an ISO string with an offset', '2026-11-20T11:00:00+01:00'],
    ['epoch milliseconds', WHEN.getTime()],
    ['a Date', WHEN],
    ['a Firestore Timestamp', Timestamp.fromDate(WHEN)],
    ['a serialised Timestamp', { _seconds: WHEN.getTime() / 1000, _nanoseconds: 0 }],
  ])('reads a timestamp stored as %s', (_label, timestamp) => {
    expect(readDashboardChatMessage('u1', 'm1', { message: 'hi', sender: 'f8', timestamp }).timestamp).toEqual(WHEN);
  });

  it("reads f8's dashboard line with no words as SPEC 8's default reply, and a user's line as it is", () => {
    const at = WHEN.toISOString();
    expect(readDashboardChatMessage('u1', 'm1', { message: ' \n', sender: 'f8', timestamp: at }).message).toBe("I'm here to help! 💫");
    expect(readDashboardChatMessage('u1', 'm2', { message: 'ok', sender: 'f8', timestamp: at }).message).toBe('ok');
  });

  it.each([
    ['a date alone, as UTC midnight', '2026-11-20', new Date('2026-11-20T00:00:00.000Z')],
    ['a date-time without an offset, as local time', '2026-11-20T10:00:00', new Date(2026, 10, 20, 10)],
  ])('reads an ISO string other clients may store: %s', (_label, timestamp, expected) => {
    expect(readDashboardChatMessage('u1', 'm1', { message: 'hi', sender: 'f8', timestamp }).timestamp).toEqual(expected);
  });

  it.each([
    ['a string that is not a date', 'yesterday'],
    ['a date in another form', '20 November 2026'],
    ['an ISO date that does not exist', '2026-02-30'],
    ['a boolean', true],
    ['null', null],
  ])('rejects a timestamp stored as %s, naming the document and the field', (_label, timestamp) => {
    const error = failureOf(() => readDashboardChatMessage('u1', 'm1', { message: 'hi', sender: 'f8', timestamp }));
    expect(error.code).toBe('data-loss');
    expect(error.message).toContain('users/u1/chat/m1');
    expect(error.message).toContain('timestamp');
  });
});

describe('user profile users/{uid}', () => {
  const profile = buildNewProfile({ uid: 'u1', email: 'ann@example.com', displayName: 'Ann Lee' }, 'Europe/Oslo', WHEN);

  it('writes what sign-up stores, with the date in the store’s form and no photoURL when there is none', () => {
    expect(userProfileDoc(profile, isoDate)).toEqual({
      uid: 'u1',
      email: 'ann@example.com',
      displayName: 'Ann Lee',
      firstName: 'Ann',
      createdAt: '2026-11-20T10:00:00.000Z',
      language: 'en',
      timezone: 'Europe/Oslo',
    });
    expect(userProfileDoc({ ...profile, photoURL: 'https://example.com/a.png' }, (d) => d)).toMatchObject({
      createdAt: WHEN,
      photoURL: 'https://example.com/a.png',
    });
  });

  it('reads back what it writes, with no handle and photoURL null', () => {
    expect(readUserProfile('u1', userProfileDoc(profile, isoDate))).toEqual({ ...profile, photoURL: null, handle: null });
  });

  it('takes the handle from userHandle, tetherHandle, the legacy tetherHAndle, then userName, and ignores unknown fields', () => {
    const doc = { ...userProfileDoc(profile, isoDate), tetherHAndle: '@Ann Lee', userName: 'someone', fcmToken: 'x' };
    expect(readUserProfile('u1', doc).handle).toBe('annlee');
  });

  it.each([
    ['a missing createdAt', { createdAt: undefined }, 'createdAt'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['a numeric display name', { displayName: 12 }, 'displayName'],
    ['a uid that is not the path', { uid: 'u2' }, 'uid'],
    ['an http photoURL', { photoURL: 'http://example.com/a.png' }, 'photoURL'],
    ['a javascript: photoURL', { photoURL: 'javascript:alert(1)' }, 'photoURL'],
  ])('rejects a profile with %s instead of guessing', (_label, change, field) => {
    const error = failureOf(() => readUserProfile('u1', { ...userProfileDoc(profile, isoDate), ...change }));
    expect(error.code).toBe('data-loss');
    expect(error.message).toMatch(new RegExp(`^Malformed document users/u1: .*${field}`));
  });
});

describe('firstLoad users/{uid}/meta/firstLoad', () => {
  it('writes the created date and platform web, and reads them back', () => {
    const doc = firstLoadDoc(WHEN, isoDate);
    expect(doc).toEqual({ created: '2026-11-20T10:00:00.000Z', platform: 'web' });
    expect(readFirstLoad('u1', doc)).toEqual({ created: WHEN, platform: 'web' });
  });

  it('rejects another platform', () => {
    expect(failureOf(() => readFirstLoad('u1', { created: WHEN, platform: 'ios' })).message).toContain('platform');
  });
});

describe('dashboard chat message users/{uid}/chat/{id}', () => {
  it('reads a stored line with its id and sender', () => {
    const doc = dashboardChatDoc({ message: 'Hello', sender: 'user', timestamp: WHEN }, isoDate);
    expect(doc).toEqual({ message: 'Hello', sender: 'user', timestamp: '2026-11-20T10:00:00.000Z' });
    expect(readDashboardChatMessage('u1', 'm1', doc)).toEqual({ id: 'm1', message: 'Hello', sender: 'user', timestamp: WHEN });
  });

  it('rejects an unknown sender instead of calling it f8', () => {
    const error = failureOf(() => readDashboardChatMessage('u1', 'm1', { message: 'Hello', sender: 'bot', timestamp: WHEN }));
    expect(error.message).toBe('Malformed document users/u1/chat/m1: sender: Invalid option: expected one of "user"|"f8"');
  });

  it('rejects a missing message instead of showing an empty one', () => {
    expect(failureOf(() => readDashboardChatMessage('u1', 'm1', { sender: 'f8', timestamp: WHEN })).message).toContain('message');
  });
});

describe('chat thread users/{uid}/chatThreads/{id}', () => {
  const thread = { title: 'New Chat', createdAt: WHEN, lastMessageAt: new Date(WHEN.getTime() + 5000), messageCount: 2 };

  it('writes and reads a thread', () => {
    const doc = chatThreadDoc(thread, isoDate);
    expect(doc).toEqual({ title: 'New Chat', createdAt: WHEN.toISOString(), lastMessageAt: '2026-11-20T10:00:05.000Z', messageCount: 2 });
    expect(readChatThread('u1', 't1', doc)).toEqual({ id: 't1', ...thread });
  });

  it.each([
    ['a negative message count', { messageCount: -1 }, 'messageCount'],
    ['a fractional message count', { messageCount: 1.5 }, 'messageCount'],
    ['no lastMessageAt', { lastMessageAt: undefined }, 'lastMessageAt'],
    ['an empty title, which the rules refuse', { title: '' }, 'title'],
  ])('rejects a thread with %s', (_label, change, field) => {
    const error = failureOf(() => readChatThread('u1', 't1', { ...chatThreadDoc(thread, isoDate), ...change }));
    expect(error.message).toContain('users/u1/chatThreads/t1');
    expect(error.message).toContain(field);
  });
});

describe('thread message users/{uid}/chatThreads/{threadId}/messages/{id}', () => {
  it('stores suggested responses as suggested_responses and reads them back', () => {
    const message = { text: 'Try this', sender: 'bot' as const, timestamp: WHEN, suggestedResponses: ['OK', 'Why?'] };
    const doc = threadMessageDoc(message, isoDate);
    expect(doc).toEqual({ text: 'Try this', sender: 'bot', timestamp: WHEN.toISOString(), suggested_responses: ['OK', 'Why?'] });
    expect(readThreadMessage('u1', 't1', 'm1', doc)).toEqual({ id: 'm1', ...message });
  });

  it('leaves suggested responses out when a message has none', () => {
    const doc = threadMessageDoc({ text: 'Hi', sender: 'user', timestamp: WHEN }, isoDate);
    expect(doc).not.toHaveProperty('suggested_responses');
    expect(readThreadMessage('u1', 't1', 'm1', doc)).not.toHaveProperty('suggestedResponses');
  });

  it('rejects the dashboard’s sender f8, which threads do not use', () => {
    const error = failureOf(() => readThreadMessage('u1', 't1', 'm1', { text: 'Hi', sender: 'f8', timestamp: WHEN }));
    expect(error.message).toContain('users/u1/chatThreads/t1/messages/m1');
    expect(error.message).toContain('sender');
  });

  it('rejects suggested responses that are not a list of text', () => {
    const error = failureOf(() =>
      readThreadMessage('u1', 't1', 'm1', { text: 'Hi', sender: 'bot', timestamp: WHEN, suggested_responses: 'OK' }),
    );
    expect(error.message).toContain('suggested_responses');
  });
});

describe('person users/{uid}/people/{id}', () => {
  it('gives a mention candidate named by the trimmed first name', () => {
    expect(readPerson('u1', 'p1', { firstName: ' Sam ', lastName: 'Lee' })).toEqual({ id: 'p1', name: 'Sam' });
  });

  it.each([[{}], [{ firstName: null }], [{ firstName: '  ' }]])('gives no candidate for %j', (data) => {
    expect(readPerson('u1', 'p1', data)).toBeNull();
  });

  it('rejects a first name that is not text', () => {
    expect(failureOf(() => readPerson('u1', 'p1', { firstName: 3 })).message).toContain('firstName');
  });
});
