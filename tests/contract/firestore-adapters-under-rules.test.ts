import { FirebaseError } from 'firebase/app';
import * as sdk from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { FirebaseCallables } from '../../adapters/firebase/firebase-callables';
import { FirestoreChatThreads } from '../../adapters/firebase/firestore-chat-threads';
import { FirestoreDashboardChat } from '../../adapters/firebase/firestore-dashboard-chat';
import { FirestorePeople } from '../../adapters/firebase/firestore-people';
import { FirestoreUserProfiles } from '../../adapters/firebase/firestore-user-profiles';
import type { FirestoreClient } from '../../adapters/firebase/lazy-firestore';
import { readFirstLoad } from '../../src/contract/store.mapping';
import { buildNewProfile } from '../../src/domain/user-profile';
import type { ThreadMessage } from '../../src/ports/chat-threads.port';
import type { DashboardChatMessage } from '../../src/ports/dashboard-chat.port';
import { describeRules } from '../rules/rules-harness';

type Loader = FirestoreClient;

/** How far this machine's clock and the emulator's may be apart in these checks. */
const SLACK_MS = 5_000;
const SETTLE_MS = 300;
/**
 * How long a live delivery may take: vi.waitFor's default second is too short for the emulator's first listen on a
 * loaded CI machine (three tests here once failed together so); a delivery that never comes still fails.
 */
const LIVE = { timeout: 10_000 };
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Asserts `date` is a time the server could have stamped between `before` and now. */
function expectServerTime(date: Date, before: number): void {
  expect(date.getTime()).toBeGreaterThanOrEqual(before - SLACK_MS);
  expect(date.getTime()).toBeLessThanOrEqual(Date.now() + SLACK_MS);
}

/**
 * The production adapters as the app builds them (the SDK's own serverTimestamp(), this machine's clock)
 * against the emulator with firestore.rules enforced, signed in. The contract suites run them under open
 * rules with a server whose clock is the suites' fake clock; this file covers what only real server times
 * and the rules show: every write is one the rules accept, what a write resolves with is what is stored,
 * and a pending write's time is estimated rather than null.
 */
describeRules('the Firestore adapters under firestore.rules, with server timestamps', 'demo-rules-adapters', ({ as, seed }) => {
  const loaderOf =
    (uid: string): Loader =>
    () =>
      Promise.resolve({ fs: sdk, db: as(uid) });

  describe('FirestoreUserProfiles', () => {
    it('creates the profile and firstLoad with the server’s time, and merges email, uid and photo, all as the rules allow', async () => {
      const profiles = new FirestoreUserProfiles(loaderOf('alice'));
      const before = Date.now();
      // The client's clock a day off: the adapter must not send it.
      const skewed = new Date(before - 86_400_000);
      await profiles.create(buildNewProfile({ uid: 'alice', email: 'alice@example.com', displayName: 'Alice Lee' }, 'Europe/Oslo', skewed));
      const created = await profiles.get('alice');
      expect(created).toMatchObject({ uid: 'alice', email: 'alice@example.com', firstName: 'Alice', photoURL: null });
      expectServerTime(created?.createdAt ?? new Date(0), before);
      const firstLoad = await sdk.getDoc(sdk.doc(as('alice'), 'users', 'alice', 'meta', 'firstLoad'));
      const { created: firstLoadAt, platform } = readFirstLoad('alice', firstLoad.data());
      expect(platform).toBe('web');
      expect(firstLoadAt).toEqual(created?.createdAt);

      await profiles.merge('alice', { email: 'alice@new.example.com', uid: 'alice', photoURL: 'https://example.com/alice.png' });
      expect(await profiles.get('alice')).toEqual({
        ...created,
        email: 'alice@new.example.com',
        photoURL: 'https://example.com/alice.png',
      });
    });

    it('refuses to merge another uid into a profile, without writing', async () => {
      const profiles = new FirestoreUserProfiles(loaderOf('alice'));
      await profiles.create(buildNewProfile({ uid: 'alice', email: 'alice@example.com', displayName: 'Alice' }, null, new Date()));
      await expect(profiles.merge('alice', { uid: 'mallory', email: 'm@example.com' })).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(await profiles.get('alice')).toMatchObject({ uid: 'alice', email: 'alice@example.com' });
    });
  });

  describe('FirestoreChatThreads', () => {
    it('a message id stored already, as by a write whose answer was lost, resolves with the stored copy and writes nothing', async () => {
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      const thread = await threads.create('alice', 'Retry...');
      const id = crypto.randomUUID();
      const first = await threads.addMessage('alice', thread.id, { id, text: 'Only once', sender: 'user' });
      // Another client (a reloaded page) writes the same id: the rules refuse to change a message, and the stored copy answers.
      const elsewhere = new FirestoreChatThreads(loaderOf('alice'));
      expect(await elsewhere.addMessage('alice', thread.id, { id, text: 'Only once', sender: 'user' })).toEqual(first);
      // The same client tries again: it looks before it writes.
      expect(await threads.addMessage('alice', thread.id, { id, text: 'Only once', sender: 'user' })).toEqual(first);
      expect((await threads.messages('alice', thread.id, { limit: 20 })).messages).toEqual([first]);
    });

    it('creates, fills, updates and lists a thread as the rules allow, resolving each write with its stored form', async () => {
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      const before = Date.now();
      const thread = await threads.create('alice', 'I had a fight with my p...');
      expect(thread.createdAt).toEqual(thread.lastMessageAt);
      expectServerTime(thread.createdAt, before);
      expect(await threads.list('alice')).toEqual([thread]);

      const user = await threads.addMessage('alice', thread.id, {
        id: crypto.randomUUID(),
        text: 'I had a fight with my partner',
        sender: 'user',
      });
      const bot = await threads.addMessage('alice', thread.id, {
        id: crypto.randomUUID(),
        text: 'Tell me more',
        sender: 'bot',
        suggestedResponses: ['OK'],
      });
      expectServerTime(user.timestamp, before);
      expect(bot.timestamp.getTime()).toBeGreaterThanOrEqual(user.timestamp.getTime());
      expect(await threads.messages('alice', thread.id, { limit: 20 })).toEqual({ messages: [user, bot], hasMore: false, cursor: null });

      // As the chat does after an exchange: the reply's stored time, the count, the title.
      await threads.update('alice', thread.id, { lastMessageAt: bot.timestamp, messageCount: 2, title: 'Fight' });
      expect(await threads.list('alice')).toEqual([{ ...thread, title: 'Fight', lastMessageAt: bot.timestamp, messageCount: 2 }]);
      // A client clock a little ahead is still accepted for lastMessageAt; createdAt stays.
      const ahead = new Date(Date.now() + 60_000);
      await threads.update('alice', thread.id, { lastMessageAt: ahead, messageCount: 4 });
      expect(await threads.list('alice')).toEqual([{ ...thread, title: 'Fight', lastMessageAt: ahead, messageCount: 4 }]);

      await threads.remove('alice', thread.id);
      expect(await threads.list('alice')).toEqual([]);
      expect((await threads.messages('alice', thread.id, { limit: 20 })).messages).toEqual([]);
    });

    it('refuses writes the rules would refuse with invalid-argument, before they reach Firestore', async () => {
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      const thread = await threads.create('alice', 'New Chat');
      await expect(threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: '   ', sender: 'user' })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      await expect(
        threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'Hi', sender: 'user', suggestedResponses: ['No'] }),
      ).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      await expect(threads.update('alice', thread.id, { lastMessageAt: new Date(), messageCount: -1 })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      expect((await threads.messages('alice', thread.id, { limit: 20 })).messages).toEqual([]);
    });

    it('live after the latest stored message delivers neither it nor anything older, then each new message once as stored', async () => {
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      const thread = await threads.create('alice', 'Live');
      const old = [
        await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'one', sender: 'user' }),
        await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'two', sender: 'bot' }),
      ];
      const delivered: ThreadMessage[] = [];
      const errors: Error[] = [];
      const stop = threads.subscribe(
        'alice',
        thread.id,
        old[1]?.timestamp ?? null,
        (m) => delivered.push(...m),
        (e) => errors.push(e),
      );
      await settle();
      expect(delivered).toEqual([]);
      const fresh = [
        await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'three', sender: 'user' }),
        await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'four', sender: 'bot', suggestedResponses: ['Yes'] }),
      ];
      await vi.waitFor(() => expect(delivered).toHaveLength(2), LIVE);
      await settle();
      stop();
      expect(delivered).toEqual(fresh);
      expect(errors).toEqual([]);
    });

    it('live after a message whose stored time has microseconds does not bring that message back', async () => {
      // Firestore keeps microseconds (the emulator's own stamps have milliseconds only, hence the fixture); the
      // port's Dates keep milliseconds, so `timestamp > after` alone would deliver the message `after` came from.
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      const thread = await threads.create('alice', 'Microseconds');
      const at = new sdk.Timestamp(Math.floor(Date.now() / 1000) - 60, 123_456_000);
      await seed(`users/alice/chatThreads/${thread.id}/messages/m1`, { text: 'stored', sender: 'user', timestamp: at });
      const [stored] = (await threads.messages('alice', thread.id, { limit: 20 })).messages;
      expect(stored?.timestamp).toEqual(new Date(at.toMillis()));
      const delivered: ThreadMessage[] = [];
      const stop = threads.subscribe(
        'alice',
        thread.id,
        stored?.timestamp ?? null,
        (m) => delivered.push(...m),
        () => undefined,
      );
      const next = await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'next', sender: 'bot' });
      await vi.waitFor(() => expect(delivered).toHaveLength(1), LIVE);
      await settle();
      stop();
      expect(delivered).toEqual([next]);
    });

    it('live from the start delivers this client’s own write once, in its stored form rather than its estimate', async () => {
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      const thread = await threads.create('alice', 'Own writes');
      const batches: ThreadMessage[][] = [];
      const stop = threads.subscribe(
        'alice',
        thread.id,
        null,
        (m) => batches.push(m),
        () => undefined,
      );
      await settle();
      const mine = await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'mine', sender: 'user' });
      await vi.waitFor(() => expect(batches.flat()).toHaveLength(1), LIVE);
      await settle();
      stop();
      expect(batches).toEqual([[mine]]);
    });

    it('while a write is pending, pages read it with an estimated time and the live list waits for it to be stored', async () => {
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      const thread = await threads.create('alice', 'Offline');
      const first = await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'first', sender: 'user' });
      const delivered: ThreadMessage[] = [];
      const errors: Error[] = [];
      // The listener also keeps the thread's documents in the local cache, which pages read while offline.
      const stop = threads.subscribe(
        'alice',
        thread.id,
        null,
        (m) => delivered.push(...m),
        (e) => errors.push(e),
      );
      await vi.waitFor(() => expect(delivered).toEqual([first]), LIVE);
      await sdk.disableNetwork(as('alice'));
      const adding = threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'pending', sender: 'user' });
      // Awaited below; a failure before that must not go unhandled.
      adding.catch(() => undefined);
      try {
        await settle();
        // The pending message's time is a server timestamp not yet known: read as an estimate, never null.
        const page = await threads.messages('alice', thread.id, { limit: 1 });
        expect(page.messages.map((m) => m.text)).toEqual(['pending']);
        expectServerTime(page.messages[0]?.timestamp ?? new Date(0), first.timestamp.getTime());
        expect(page.cursor).not.toBeNull();
        expect(delivered).toEqual([first]);
      } finally {
        await sdk.enableNetwork(as('alice'));
      }
      const pending = await adding;
      await vi.waitFor(() => expect(delivered).toEqual([first, pending]), LIVE);
      stop();
      expect(errors).toEqual([]);
      expect((await threads.messages('alice', thread.id, { limit: 20 })).messages).toEqual([first, pending]);
    });

    it('offline, a new thread is given once it waits in the SDK, its first message lands behind it, and the rules take both', async () => {
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      await sdk.disableNetwork(as('alice'));
      let adding: Promise<ThreadMessage> | null = null;
      try {
        const before = Date.now();
        const thread = await threads.create('alice', 'Made offline');
        expect(thread).toMatchObject({ title: 'Made offline', messageCount: 0 });
        expect(Date.now() - before).toBeLessThan(5_000);
        adding = threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'first', sender: 'user' });
        adding.catch(() => undefined);
        await settle();
      } finally {
        await sdk.enableNetwork(as('alice'));
      }
      const first = await adding;
      const [stored] = await threads.list('alice').then((all) => all.filter((t) => t.title === 'Made offline'));
      expect(stored).toBeDefined();
      expect((await threads.messages('alice', stored?.id ?? '', { limit: 5 })).messages).toEqual([first]);
    });

    it('a listener that fails listens again, silently, and still delivers each message once', async () => {
      let listenings = 0;
      const failFirst: Loader = () => {
        const fs = sdk;
        // The first listening fails as a dropped watch stream would end it; later ones are the SDK's own.
        const onSnapshot = ((...args: Parameters<typeof fs.onSnapshot>) => {
          listenings += 1;
          if (listenings > 1) return (fs.onSnapshot as (...a: unknown[]) => sdk.Unsubscribe)(...args);
          // The error callback is the last function given (after the next-snapshot one).
          const onError = args.filter((a) => typeof a === 'function').at(-1) as (e: Error) => void;
          setTimeout(() => onError(new FirebaseError('unavailable', 'The stream dropped')), 50);
          return () => undefined;
        }) as typeof fs.onSnapshot;
        return Promise.resolve({ fs: { ...fs, onSnapshot }, db: as('alice') });
      };
      const threads = new FirestoreChatThreads(loaderOf('alice'));
      const thread = await threads.create('alice', 'Flaky');
      const before = await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'before', sender: 'user' });
      const delivered: ThreadMessage[] = [];
      const errors: Error[] = [];
      const stop = new FirestoreChatThreads(failFirst).subscribe(
        'alice',
        thread.id,
        null,
        (m) => delivered.push(...m),
        (e) => errors.push(e),
      );
      const after = await threads.addMessage('alice', thread.id, { id: crypto.randomUUID(), text: 'after', sender: 'bot' });
      await vi.waitFor(() => expect(delivered).toEqual([before, after]), LIVE);
      await settle();
      stop();
      expect(listenings).toBe(2);
      expect(delivered).toEqual([before, after]);
      expect(errors).toEqual([]);
    });

    it('refused, as after sign-out, reports permission-denied once and never listens again', async () => {
      let listenings = 0;
      const counting: Loader = () => {
        const onSnapshot = ((...args: Parameters<typeof sdk.onSnapshot>) => {
          listenings += 1;
          return (sdk.onSnapshot as (...a: unknown[]) => sdk.Unsubscribe)(...args);
        }) as typeof sdk.onSnapshot;
        return Promise.resolve({ fs: { ...sdk, onSnapshot }, db: as('bob') });
      };
      const thread = await new FirestoreChatThreads(loaderOf('alice')).create('alice', 'Private');
      const errors: Error[] = [];
      const stop = new FirestoreChatThreads(counting).subscribe(
        'alice',
        thread.id,
        null,
        () => undefined,
        (e) => errors.push(e),
      );
      await vi.waitFor(() => expect(errors).toHaveLength(1), LIVE);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      stop();
      expect(errors.map((e) => (e as { code?: string }).code)).toEqual(['permission-denied']);
      expect(listenings).toBe(1);
    });
  });

  describe('the read-only documents', () => {
    it('FirestoreDashboardChat reads the newest 10 the backend wrote, live, as the rules allow', async () => {
      const at = (minute: number) => sdk.Timestamp.fromDate(new Date(Date.UTC(2026, 10, 20, 9, minute)));
      for (let minute = 0; minute < 12; minute++)
        await seed(`users/alice/chat/m${minute}`, { message: `line ${minute}`, sender: minute % 2 ? 'f8' : 'user', timestamp: at(minute) });
      // Sending is the callable's business, which this suite does not reach.
      const chat = new FirestoreDashboardChat(loaderOf('alice'), {} as FirebaseCallables);
      const deliveries: DashboardChatMessage[][] = [];
      const errors: Error[] = [];
      const stop = chat.subscribe(
        'alice',
        (m) => deliveries.push(m),
        (e) => errors.push(e),
      );
      await vi.waitFor(
        () => expect(deliveries.at(-1)?.map((m) => m.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => `m${n}`)),
        LIVE,
      );
      await seed('users/alice/chat/m12', { message: 'line 12', sender: 'f8', timestamp: at(12) });
      await vi.waitFor(() => expect(deliveries.at(-1)?.at(-1)?.id).toBe('m12'), LIVE);
      stop();
      expect(errors).toEqual([]);
    });

    it('FirestorePeople lists the saved people as the rules allow, and nobody else’s', async () => {
      await seed('users/alice/people/p1', { firstName: 'Sam' });
      await seed('users/bob/people/p2', { firstName: 'Zed' });
      expect(await new FirestorePeople(loaderOf('alice')).list('alice')).toEqual([{ id: 'p1', name: 'Sam' }]);
      await expect(new FirestorePeople(loaderOf('alice')).list('bob')).rejects.toMatchObject({ code: 'permission-denied' });
    });
  });
});
