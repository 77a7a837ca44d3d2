import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds, describeRules, PAST } from './rules-harness';

/** A new thread as the chat creates it (SPEC 7), both times stamped by the server. */
const newThread = (extra: DocumentData = {}): DocumentData => ({
  title: 'New Chat',
  createdAt: serverTimestamp(),
  lastMessageAt: serverTimestamp(),
  messageCount: 0,
  ...extra,
});

const storedThread: DocumentData = { title: 'New Chat', createdAt: PAST, lastMessageAt: PAST, messageCount: 0 };

/** A time `minutes` from now by this machine's clock, as a client stamps lastMessageAt. */
const inMinutes = (minutes: number) => Timestamp.fromMillis(Date.now() + minutes * 60_000);

describeRules('the users/{uid}/chatThreads rules', 'demo-rules-threads', ({ as, seed }) => {
  const threads = (uid: string) => collection(as(uid), 'users', uid, 'chatThreads');
  const thread = (uid: string, id = 't1') => doc(as(uid), 'users', uid, 'chatThreads', id);

  describe('creating a thread', () => {
    it('lets the owner create a thread under a new id, then get it and list the latest 30 by lastMessageAt', async () => {
      await assertSucceeds(setDoc(doc(threads('alice')), newThread()));
      await assertSucceeds(setDoc(thread('alice'), newThread({ title: 'x'.repeat(200) })));
      await assertSucceeds(getDoc(thread('alice')));
      const latest = await assertSucceeds(getDocs(query(threads('alice'), orderBy('lastMessageAt', 'desc'), limit(30))));
      if (latest.size !== 2) throw new Error(`expected both threads, got ${latest.size}`);
    });

    it.each<[string, DocumentData]>([
      ['a message count other than 0', { messageCount: 1 }],
      ['a message count that is not a number', { messageCount: '0' }],
      ['a message count that is not an integer', { messageCount: 0.5 }],
      ['an empty title', { title: '' }],
      ['a title of 201 characters', { title: 'x'.repeat(201) }],
      ['a title that is not a string', { title: 7 }],
      ['a client-clock createdAt', { createdAt: Timestamp.now() }],
      ['a client-clock lastMessageAt', { lastMessageAt: Timestamp.now() }],
      ['a key a thread does not have', { lastMessage: 'hello' }],
    ])('refuses a new thread with %s', async (_name, change) => {
      await assertFails(setDoc(thread('alice'), newThread(change)));
    });

    it.each(['title', 'createdAt', 'lastMessageAt', 'messageCount'])('refuses a new thread without %s', async (key) => {
      const rest = newThread();
      delete rest[key];
      await assertFails(setDoc(thread('alice'), rest));
    });

    it('refuses a thread id the store API would not issue', async () => {
      await assertFails(setDoc(thread('alice', 'thread.one'), newThread()));
    });
  });

  describe('updating a thread', () => {
    it('lets the owner merge lastMessageAt, messageCount and title, with a client clock a minute ahead', async () => {
      await seed('users/alice/chatThreads/t1', storedThread);
      await assertSucceeds(updateDoc(thread('alice'), { lastMessageAt: Timestamp.now(), messageCount: 2, title: 'Hello there...' }));
      await assertSucceeds(updateDoc(thread('alice'), { lastMessageAt: inMinutes(1), messageCount: 4 }));
    });

    it('lets the count only grow, by at most the two messages of one exchange', async () => {
      await seed('users/alice/chatThreads/t1', { ...storedThread, messageCount: 4 });
      await assertSucceeds(updateDoc(thread('alice'), { lastMessageAt: Timestamp.now(), messageCount: 5 }));
      await assertFails(updateDoc(thread('alice'), { lastMessageAt: Timestamp.now(), messageCount: 4 }));
      await assertFails(updateDoc(thread('alice'), { lastMessageAt: Timestamp.now(), messageCount: 8 }));
      await assertSucceeds(updateDoc(thread('alice'), { lastMessageAt: Timestamp.now(), messageCount: 7 }));
    });

    it.each<[string, DocumentData]>([
      ['a lastMessageAt ten minutes ahead of the server', { lastMessageAt: inMinutes(10) }],
      ['a lastMessageAt that is not a time', { lastMessageAt: '2025-01-02T03:04:05Z' }],
      ['a new createdAt', { createdAt: Timestamp.now() }],
      ['a negative message count', { messageCount: -1 }],
      ['a message count that jumps by more than an exchange', { messageCount: 1e9 }],
      ['a lastMessageAt before the thread began', { lastMessageAt: Timestamp.fromMillis(0) }],
      ['a message count that is not an integer', { messageCount: 2.5 }],
      ['an empty title', { title: '' }],
      ['a title of 201 characters', { title: 'x'.repeat(201) }],
      ['a title that is not a string', { title: 7 }],
      ['a message count that is not a number', { messageCount: '2' }],
      ['the title removed', { title: deleteField() }],
      ['the message count removed', { messageCount: deleteField() }],
      ['the lastMessageAt removed', { lastMessageAt: deleteField() }],
      ['the createdAt removed', { createdAt: deleteField() }],
      ['a key a thread does not have', { lastMessage: 'hello' }],
    ])('refuses a merge with %s', async (_name, patch) => {
      await seed('users/alice/chatThreads/t1', storedThread);
      await assertFails(updateDoc(thread('alice'), { lastMessageAt: Timestamp.now(), messageCount: 2, ...patch }));
    });
  });

  it('lets the owner delete a thread', async () => {
    await seed('users/alice/chatThreads/t1', storedThread);
    await assertSucceeds(deleteDoc(thread('alice')));
  });

  describe('its messages', () => {
    const messages = (uid: string, threadId = 't1') => collection(as(uid), 'users', uid, 'chatThreads', threadId, 'messages');
    const message = (uid: string, id = 'm1') => doc(messages(uid), id);
    const userMessage = (extra: DocumentData = {}): DocumentData => ({
      text: 'Hi',
      sender: 'user',
      timestamp: serverTimestamp(),
      ...extra,
    });
    const botMessage = (extra: DocumentData = {}): DocumentData => ({
      text: 'Hello!',
      sender: 'bot',
      timestamp: serverTimestamp(),
      suggested_responses: ['Tell me more', 'Thanks'],
      ...extra,
    });

    it('lets the owner add a user message of 250 characters and a bot reply with suggestions, then page them', async () => {
      await seed('users/alice/chatThreads/t1', storedThread);
      await assertSucceeds(setDoc(doc(messages('alice')), userMessage({ text: 'a'.repeat(250) })));
      await assertSucceeds(
        setDoc(doc(messages('alice')), botMessage({ suggested_responses: Array.from({ length: 20 }, () => 's'.repeat(500)) })),
      );
      await assertSucceeds(setDoc(doc(messages('alice')), { text: 'b'.repeat(10_000), sender: 'bot', timestamp: serverTimestamp() }));
      const newest = await assertSucceeds(getDocs(query(messages('alice'), orderBy('timestamp', 'desc'), limit(20))));
      if (newest.size !== 3) throw new Error(`expected three messages, got ${newest.size}`);
    });

    it('counts characters as the chat input does, in UTF-16 units: 250 accented letters fit, 126 emoji do not', async () => {
      await seed('users/alice/chatThreads/t1', storedThread);
      await assertSucceeds(setDoc(message('alice', 'm1'), userMessage({ text: 'é'.repeat(250) })));
      await assertFails(setDoc(message('alice', 'm2'), userMessage({ text: '😀'.repeat(126) })));
    });

    it.each<[string, DocumentData]>([
      ["a user's message of 251 characters", userMessage({ text: 'a'.repeat(251) })],
      ["a user's blank message", userMessage({ text: ' \n ' })],
      ["a user's message with suggested responses", userMessage({ suggested_responses: ['Ok'] })],
      ['a bot message of 10001 characters', botMessage({ text: 'b'.repeat(10_001) })],
      ['a sender SPEC 3 does not name', userMessage({ sender: 'f8' })],
      ['a text that is not a string', userMessage({ text: 42 })],
      ['a client-clock timestamp', userMessage({ timestamp: Timestamp.now() })],
      ['a key a message does not have', userMessage({ mentions: [] })],
      ['no sender', { text: 'Hi', timestamp: serverTimestamp() }],
      ['no timestamp', { text: 'Hi', sender: 'user' }],
      ['21 suggested responses', botMessage({ suggested_responses: Array.from({ length: 21 }, () => 'Ok') })],
      ['a suggested response that is not a string', botMessage({ suggested_responses: ['Ok', 3] })],
      ['a suggested response of 501 characters', botMessage({ suggested_responses: ['Ok', 's'.repeat(501)] })],
      ['suggested responses that are not a list', botMessage({ suggested_responses: 'Ok' })],
    ])('refuses a message with %s', async (_name, data) => {
      await seed('users/alice/chatThreads/t1', storedThread);
      await assertFails(setDoc(message('alice'), data));
    });

    it('refuses a message in a thread that does not exist, but takes one created in the same batch as its thread', async () => {
      await assertFails(setDoc(message('alice'), userMessage()));
      const batch = writeBatch(as('alice'));
      batch.set(thread('alice', 't2'), newThread());
      batch.set(doc(messages('alice', 't2')), userMessage());
      await assertSucceeds(batch.commit());
    });

    it('refuses editing a sent message', async () => {
      await seed('users/alice/chatThreads/t1', storedThread);
      await seed('users/alice/chatThreads/t1/messages/m1', { text: 'Hi', sender: 'user', timestamp: PAST });
      await assertFails(updateDoc(message('alice'), { text: 'Edited' }));
    });

    it('lets the owner delete a thread as the chat does: its messages in a batch, then the thread', async () => {
      await seed('users/alice/chatThreads/t1', storedThread);
      await seed('users/alice/chatThreads/t1/messages/m1', { text: 'Hi', sender: 'user', timestamp: PAST });
      await seed('users/alice/chatThreads/t1/messages/m2', { text: 'Hello!', sender: 'bot', timestamp: PAST });
      const batch = writeBatch(as('alice'));
      for (const d of (await getDocs(messages('alice'))).docs) batch.delete(d.ref);
      await assertSucceeds(batch.commit());
      await assertSucceeds(deleteDoc(thread('alice')));
    });
  });
});
