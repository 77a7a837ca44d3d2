import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FunctionError } from '../../src/domain/function-error';
import type { ChatThreads, MessagePage, ThreadMessage } from '../../src/ports/chat-threads.port';

export interface ChatThreadsFixture {
  threads: ChatThreads;
  /** The signed-in user the adapter acts for. */
  userId: string;
  /** Someone else, who must never see the user's threads. */
  otherUserId: string;
  /** Moves the adapter's clock: later writes are stamped from `date`, `stepMs` apart (0 gives them all one timestamp). */
  setClock: (date: Date, stepMs: number) => void;
  /** Paths deleted so far, in order. */
  deletions: () => string[];
  teardown?: () => Promise<void>;
}

const PAGE = 20;
const SETTLE_MS = 200;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Each test writes in its own later era, so what it creates is the newest in the list. */
let era = Date.UTC(2027, 0, 1);
const nextEra = () => new Date((era += 30 * 86_400_000));

/** Reads every page, newest page first, as the chat screen does; returns the pages as read. */
async function readAllPages(threads: ChatThreads, userId: string, threadId: string): Promise<MessagePage[]> {
  const pages: MessagePage[] = [];
  let page = await threads.messages(userId, threadId, { limit: PAGE });
  pages.push(page);
  while (page.hasMore) {
    expect(page.cursor).not.toBeNull();
    page = await threads.messages(userId, threadId, { limit: PAGE, cursor: page.cursor });
    pages.push(page);
    if (pages.length > 50) throw new Error('paging does not end');
  }
  expect(page.cursor).toBeNull();
  return pages;
}

/** The whole thread in reading order: the oldest page's messages first. */
const inOrder = (pages: MessagePage[]) => [...pages].reverse().flatMap((p) => p.messages);

export function describeChatThreadsContract(name: string, setup: () => Promise<ChatThreadsFixture>): void {
  describe(`ChatThreads contract: ${name}`, () => {
    let f: ChatThreadsFixture;
    beforeAll(async () => {
      f = await setup();
    });
    afterAll(async () => {
      await f.teardown?.();
    });

    /** A thread with `count` user messages 'm0'..., stamped `stepMs` apart. */
    async function threadWith(count: number, stepMs = 1000): Promise<{ id: string; added: ThreadMessage[] }> {
      f.setClock(nextEra(), stepMs);
      const thread = await f.threads.create(f.userId, 'Paging');
      const added: ThreadMessage[] = [];
      for (let i = 0; i < count; i++)
        added.push(await f.threads.addMessage(f.userId, thread.id, { id: crypto.randomUUID(), text: `m${i}`, sender: 'user' }));
      return { id: thread.id, added };
    }

    it('creates a thread with the title, createdAt and lastMessageAt now, and messageCount 0', async () => {
      const now = nextEra();
      f.setClock(now, 1000);
      const thread = await f.threads.create(f.userId, 'Talking about Sam');
      expect(thread).toEqual({ id: expect.any(String), title: 'Talking about Sam', createdAt: now, lastMessageAt: now, messageCount: 0 });
      expect((await f.threads.list(f.userId))[0]).toEqual(thread);
    });

    it('lists the latest 30 threads by lastMessageAt, newest first', async () => {
      f.setClock(nextEra(), 60_000);
      const created = [];
      for (let i = 0; i < 32; i++) created.push(await f.threads.create(f.userId, `Thread ${i}`));
      // The oldest thread gets the newest message, so creation order alone cannot pass.
      const first = created[0];
      if (!first) throw new Error('no thread');
      await f.threads.update(f.userId, first.id, { lastMessageAt: nextEra(), messageCount: 2 });
      const listed = await f.threads.list(f.userId);
      expect(listed).toHaveLength(30);
      const expected = [first, ...created.slice(1).reverse()].slice(0, 30).map((t) => t.id);
      expect(listed.map((t) => t.id)).toEqual(expected);
      for (let i = 1; i < listed.length; i++) {
        expect(listed[i - 1]?.lastMessageAt.getTime()).toBeGreaterThanOrEqual(listed[i]?.lastMessageAt.getTime() ?? 0);
      }
    });

    it('merges lastMessageAt, messageCount and title, keeping createdAt', async () => {
      const created = nextEra();
      f.setClock(created, 1000);
      const thread = await f.threads.create(f.userId, 'New Chat');
      const later = nextEra();
      await f.threads.update(f.userId, thread.id, { lastMessageAt: later, messageCount: 2, title: 'I had a fight with my p...' });
      expect((await f.threads.list(f.userId))[0]).toEqual({
        id: thread.id,
        title: 'I had a fight with my p...',
        createdAt: created,
        lastMessageAt: later,
        messageCount: 2,
      });
      const evenLater = nextEra();
      await f.threads.update(f.userId, thread.id, { lastMessageAt: evenLater, messageCount: 4 });
      expect((await f.threads.list(f.userId))[0]).toMatchObject({
        title: 'I had a fight with my p...',
        lastMessageAt: evenLater,
        messageCount: 4,
      });
    });

    it('stores a message stamped now, and suggested responses on bot messages only when given', async () => {
      const now = nextEra();
      f.setClock(now, 1000);
      const thread = await f.threads.create(f.userId, 'Replies');
      const user = await f.threads.addMessage(f.userId, thread.id, { id: crypto.randomUUID(), text: 'Hi f8', sender: 'user' });
      const bot = await f.threads.addMessage(f.userId, thread.id, {
        id: crypto.randomUUID(),
        text: 'Hello! How are you?',
        sender: 'bot',
        suggestedResponses: ['Good', 'Not great'],
      });
      expect(user).toEqual({ id: expect.any(String), text: 'Hi f8', sender: 'user', timestamp: expect.any(Date) });
      expect(user.timestamp.getTime()).toBeGreaterThanOrEqual(now.getTime());
      expect(bot.timestamp.getTime()).toBeGreaterThan(user.timestamp.getTime());
      expect(bot).toMatchObject({ text: 'Hello! How are you?', sender: 'bot', suggestedResponses: ['Good', 'Not great'] });
      const page = await f.threads.messages(f.userId, thread.id, { limit: PAGE });
      expect(page).toEqual({ messages: [user, bot], hasMore: false, cursor: null });
      expect(page.messages[0]).not.toHaveProperty('suggestedResponses');
    });

    it('stores a message under the id its client made, once: writing that id again resolves with the stored copy', async () => {
      f.setClock(nextEra(), 1000);
      const thread = await f.threads.create(f.userId, 'Retry');
      const id = crypto.randomUUID();
      const first = await f.threads.addMessage(f.userId, thread.id, { id, text: 'Only once', sender: 'user' });
      expect(first).toMatchObject({ id, text: 'Only once', sender: 'user' });
      const again = await f.threads.addMessage(f.userId, thread.id, { id, text: 'Only once', sender: 'user' });
      expect(again).toEqual(first);
      const page = await f.threads.messages(f.userId, thread.id, { limit: PAGE });
      expect(page.messages).toEqual([first]);
    });

    it.each([
      [19, [19]],
      [20, [20, 0]],
      [21, [20, 1]],
      [40, [20, 20, 0]],
    ])('pages %i messages 20 at a time, newest page first, oldest first within a page, losing and repeating none', async (count, sizes) => {
      const { id, added } = await threadWith(count);
      const pages = await readAllPages(f.threads, f.userId, id);
      expect(pages.map((p) => p.messages.length)).toEqual(sizes);
      expect(pages.map((p) => p.hasMore)).toEqual(sizes.map((size) => size === PAGE));
      expect(inOrder(pages)).toEqual(added);
    });

    it('pages messages that share one timestamp without losing or repeating any', async () => {
      // 7 distinct times, then 26 messages at one instant (crossing a page boundary), then 12 more distinct.
      f.setClock(nextEra(), 1000);
      const thread = await f.threads.create(f.userId, 'Same second');
      const added: ThreadMessage[] = [];
      const add = async (n: number) => {
        for (let i = 0; i < n; i++)
          added.push(
            await f.threads.addMessage(f.userId, thread.id, { id: crypto.randomUUID(), text: `t${added.length}`, sender: 'user' }),
          );
      };
      await add(7);
      f.setClock(nextEra(), 0);
      await add(26);
      f.setClock(nextEra(), 1000);
      await add(12);
      const pages = await readAllPages(f.threads, f.userId, thread.id);
      const read = inOrder(pages);
      const ids = read.map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(added.map((m) => m.id).sort());
      for (let i = 1; i < read.length; i++) expect(read[i - 1]?.timestamp.getTime()).toBeLessThanOrEqual(read[i]?.timestamp.getTime() ?? 0);
      expect(pages.map((p) => p.messages.length)).toEqual([20, 20, 5]);
    });

    it('reads the newest 10 on request, oldest first', async () => {
      const { id, added } = await threadWith(12);
      const page = await f.threads.messages(f.userId, id, { limit: 10 });
      expect(page.messages).toEqual(added.slice(2));
      expect(page.hasMore).toBe(true);
    });

    it('delivers only messages newer than `after`, ascending, each once, until unsubscribed', async () => {
      const { id, added } = await threadWith(3);
      const latest = added.at(-1)?.timestamp ?? null;
      const delivered: ThreadMessage[] = [];
      const errors: Error[] = [];
      const stop = f.threads.subscribe(
        f.userId,
        id,
        latest,
        (messages) => delivered.push(...messages),
        (e) => errors.push(e),
      );
      await settle();
      expect(delivered).toEqual([]);
      const fresh = [
        await f.threads.addMessage(f.userId, id, { id: crypto.randomUUID(), text: 'new 1', sender: 'user' }),
        await f.threads.addMessage(f.userId, id, { id: crypto.randomUUID(), text: 'new 2', sender: 'bot', suggestedResponses: ['Sure'] }),
      ];
      await vi.waitFor(() => expect(delivered).toHaveLength(2));
      await f.threads.addMessage(f.userId, id, { id: crypto.randomUUID(), text: 'new 3', sender: 'user' }).then((m) => fresh.push(m));
      await vi.waitFor(() => expect(delivered).toHaveLength(3));
      await settle();
      expect(delivered).toEqual(fresh);
      stop();
      await f.threads.addMessage(f.userId, id, { id: crypto.randomUUID(), text: 'after stop', sender: 'user' });
      await settle();
      expect(delivered).toEqual(fresh);
      expect(errors).toEqual([]);
    });

    it('with no `after`, delivers the messages already there, then new ones, each once', async () => {
      const { id, added } = await threadWith(2);
      const batches: ThreadMessage[][] = [];
      const stop = f.threads.subscribe(
        f.userId,
        id,
        null,
        (messages) => batches.push(messages),
        () => undefined,
      );
      await vi.waitFor(() => expect(batches.flat()).toHaveLength(2));
      const next = await f.threads.addMessage(f.userId, id, { id: crypto.randomUUID(), text: 'and one more', sender: 'user' });
      await vi.waitFor(() => expect(batches.flat()).toHaveLength(3));
      await settle();
      stop();
      expect(batches.flat()).toEqual([...added, next]);
      for (const batch of batches) expect(batch.length).toBeGreaterThan(0);
    });

    it('removes every message of the thread, then the thread', async () => {
      const { id } = await threadWith(3);
      const keep = await threadWith(1);
      const before = f.deletions().length;
      await f.threads.remove(f.userId, id);
      expect((await f.threads.messages(f.userId, id, { limit: PAGE })).messages).toEqual([]);
      const listed = (await f.threads.list(f.userId)).map((t) => t.id);
      expect(listed).not.toContain(id);
      expect(listed).toContain(keep.id);
      const deleted = f.deletions().slice(before);
      expect(deleted).toHaveLength(4);
      expect(deleted.at(-1)).toMatch(new RegExp(`chatThreads/${id}$`));
      expect(deleted.slice(0, 3).every((path) => path.includes(`chatThreads/${id}/messages/`))).toBe(true);
    });

    it('never shows one user’s threads or messages to another', async () => {
      const { id } = await threadWith(2);
      /** Another user's read gives nothing, or is refused outright. */
      const orNothing = <T>(promise: Promise<T>, nothing: T) =>
        promise.catch((e: unknown) => {
          if (e instanceof FunctionError && e.code === 'permission-denied') return nothing;
          throw e;
        });
      const theirs = await orNothing(f.threads.list(f.otherUserId), []);
      expect(theirs.map((t) => t.id)).not.toContain(id);
      const page = await orNothing(f.threads.messages(f.otherUserId, id, { limit: PAGE }), { messages: [], hasMore: false, cursor: null });
      expect(page.messages).toEqual([]);
      await orNothing(f.threads.remove(f.otherUserId, id), undefined);
      expect((await f.threads.messages(f.userId, id, { limit: PAGE })).messages).toHaveLength(2);
      expect((await f.threads.list(f.userId)).map((t) => t.id)).toContain(id);
    });
  });
}
