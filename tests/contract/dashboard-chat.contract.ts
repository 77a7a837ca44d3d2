import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionError, type FunctionErrorCode } from '../../src/domain/function-error';
import type { DashboardChat, DashboardChatMessage } from '../../src/ports/dashboard-chat.port';

export interface DashboardChatFixture {
  chat: DashboardChat;
  /** The signed-in user the adapter acts for. */
  userId: string;
  /** Someone else, whose chat must never show up. */
  otherUserId: string;
  /** Stores a document in users/{uid}/chat behind the adapter's back, as it is (malformed or not). */
  write: (userId: string, id: string, data: Record<string, unknown>) => Promise<void>;
  /** Deletes every message of the user's chat. */
  clear: (userId: string) => Promise<void>;
  /** What the chat function received, one entry per call, in order. */
  sent: () => Promise<{ userMessage: string; chatHistory: { message: string; sender: string }[] }[]>;
  /** Makes the chat function fail with `code` until the returned function is called. */
  fail: (code: Exclude<FunctionErrorCode, 'ok'>) => () => void;
  teardown?: () => Promise<void>;
}

export interface DashboardChatContractOptions {
  /** Whether the chat function's writes reach the store this adapter reads (not so for Firestore beside the mock server). */
  sendWritesStore: boolean;
  /**
   * Whether a query ordered by timestamp leaves out a document that has none: Firestore's orderBy does, so
   * there such a message is never seen rather than reported.
   */
  orderDropsMissingTimestamp?: boolean;
}

const SETTLE_MS = 200;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
const doc = (message: string, sender: 'user' | 'f8', minute: number) => ({ message, sender, timestamp: at(minute).toISOString() });

/** Subscribes and records every delivery and error. */
function watch(chat: DashboardChat, userId: string) {
  const deliveries: DashboardChatMessage[][] = [];
  const errors: Error[] = [];
  const stop = chat.subscribe(
    userId,
    (messages) => deliveries.push(messages),
    (error) => errors.push(error),
  );
  return { deliveries, errors, stop, last: () => deliveries.at(-1) ?? [] };
}

export function describeDashboardChatContract(
  name: string,
  setup: () => Promise<DashboardChatFixture>,
  options: DashboardChatContractOptions = { sendWritesStore: true },
): void {
  describe(`DashboardChat contract: ${name}`, () => {
    let f: DashboardChatFixture;
    beforeAll(async () => {
      f = await setup();
    });
    afterAll(async () => {
      await f.teardown?.();
    });
    beforeEach(async () => {
      await f.clear(f.userId);
    });

    it('delivers an empty list first when the chat is empty', async () => {
      const w = watch(f.chat, f.userId);
      await vi.waitFor(() => expect(w.deliveries).toEqual([[]]));
      w.stop();
      expect(w.errors).toEqual([]);
    });

    it('delivers the newest 10 messages by timestamp, oldest first', async () => {
      // Written out of order: the order must come from the timestamps.
      for (const minute of [5, 0, 11, 3, 8, 1, 10, 2, 7, 4, 9, 6])
        await f.write(f.userId, `m${minute}`, doc(`line ${minute}`, 'user', minute));
      const w = watch(f.chat, f.userId);
      await vi.waitFor(() => expect(w.deliveries.length).toBeGreaterThan(0));
      w.stop();
      expect(w.last().map((m) => m.message)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => `line ${n}`));
      expect(w.last()[0]).toEqual({ id: 'm2', message: 'line 2', sender: 'user', timestamp: at(2) });
    });

    it('orders messages of the same time by id as Firestore does: by their bytes, not by locale', async () => {
      await f.write(f.userId, 'a1', doc('lower case id', 'f8', 1));
      await f.write(f.userId, 'B1', doc('upper case id', 'user', 1));
      await f.write(f.userId, 'Z0', doc('earlier', 'user', 0));
      const w = watch(f.chat, f.userId);
      await vi.waitFor(() => expect(w.last()).toHaveLength(3));
      w.stop();
      expect(w.last().map((m) => m.id)).toEqual(['Z0', 'B1', 'a1']);
    });

    it('delivers again after every change, still the newest 10', async () => {
      for (let minute = 0; minute < 10; minute++) await f.write(f.userId, `m${minute}`, doc(`line ${minute}`, 'f8', minute));
      const w = watch(f.chat, f.userId);
      await vi.waitFor(() => expect(w.last()).toHaveLength(10));
      await f.write(f.userId, 'late', doc('a late line', 'user', 30));
      await vi.waitFor(() => expect(w.last().at(-1)?.message).toBe('a late line'));
      w.stop();
      expect(w.last()).toHaveLength(10);
      expect(w.last()[0]?.message).toBe('line 1');
    });

    it('stops delivering once unsubscribed', async () => {
      const w = watch(f.chat, f.userId);
      await vi.waitFor(() => expect(w.deliveries).toHaveLength(1));
      w.stop();
      await f.write(f.userId, 'after-stop', doc('too late', 'user', 1));
      await settle();
      expect(w.deliveries).toEqual([[]]);
    });

    it('never delivers another user’s messages', async () => {
      await f.write(f.otherUserId, 'theirs', doc('not yours', 'user', 1));
      await f.write(f.userId, 'mine', doc('yours', 'user', 2));
      const w = watch(f.chat, f.userId);
      await vi.waitFor(() => expect(w.deliveries.length).toBeGreaterThan(0));
      w.stop();
      expect(w.last().map((m) => m.id)).toEqual(['mine']);
      await f.clear(f.otherUserId);
    });

    // Only where it applies, so other adapters do not report a skip.
    if (options.orderDropsMissingTimestamp)
      it('never shows a stored message without a timestamp, and goes on', async () => {
        await f.write(f.userId, 'untimed', { message: 'hi', sender: 'user' });
        await f.write(f.userId, 'timed', doc('still here', 'user', 3));
        const w = watch(f.chat, f.userId);
        await vi.waitFor(() => expect(w.deliveries.length).toBeGreaterThan(0));
        await settle();
        w.stop();
        expect(w.errors).toEqual([]);
        expect(w.last().map((m) => m.id)).toContain('timed');
        expect(w.last().map((m) => m.id)).not.toContain('untimed');
        await f.clear(f.userId);
      });

    const malformed: [label: string, data: Record<string, unknown>, field: string][] = [
      ['an unknown sender', { message: 'hi', sender: 'bot', timestamp: at(1).toISOString() }, 'sender'],
      ['a message that is not text', { message: 42, sender: 'f8', timestamp: at(1).toISOString() }, 'message'],
    ];
    if (!options.orderDropsMissingTimestamp) malformed.push(['a missing timestamp', { message: 'hi', sender: 'user' }, 'timestamp']);
    it.each(malformed)('reports a stored message with %s to onError, naming the field', async (_label, data, field) => {
      await f.write(f.userId, 'broken', data);
      const w = watch(f.chat, f.userId);
      await vi.waitFor(() => expect(w.errors.length).toBeGreaterThan(0));
      w.stop();
      expect(w.errors[0]?.message).toContain(field);
      expect(w.errors[0]?.message).toContain('broken');
      expect(w.deliveries).toEqual([]);
    });

    it('sends only the last 10 messages as history, with the message trimmed', async () => {
      const history: DashboardChatMessage[] = Array.from({ length: 12 }, (_, i) => ({
        id: `h${i}`,
        message: `said ${i}`,
        sender: i % 2 ? 'f8' : 'user',
        timestamp: at(i),
      }));
      const answer = await f.chat.send({ userId: f.userId, userName: 'Ann', message: '  I had a fight with my partner  ', history });
      expect(answer.trim()).not.toBe('');
      const last = (await f.sent()).at(-1);
      expect(last?.userMessage).toBe('I had a fight with my partner');
      expect(last?.chatHistory).toEqual(history.slice(2).map((m) => ({ message: m.message, sender: m.sender })));
    });

    it.skipIf(!options.sendWritesStore)('shows the exchange live after a send: the user’s message, then f8’s answer', async () => {
      const w = watch(f.chat, f.userId);
      await vi.waitFor(() => expect(w.deliveries).toEqual([[]]));
      const answer = await f.chat.send({ userId: f.userId, userName: 'Ann', message: 'Hello f8', history: [] });
      await vi.waitFor(() => expect(w.last()).toHaveLength(2));
      w.stop();
      expect(w.last().map((m) => [m.sender, m.message])).toEqual([
        ['user', 'Hello f8'],
        ['f8', answer],
      ]);
    });

    it('refuses a blank message with invalid-argument, without calling the function', async () => {
      const before = (await f.sent()).length;
      const error: unknown = await f.chat.send({ userId: f.userId, userName: 'Ann', message: '   ', history: [] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FunctionError);
      expect((error as FunctionError).code).toBe('invalid-argument');
      expect(await f.sent()).toHaveLength(before);
    });

    it('rejects with the function’s FunctionError when the chat function fails', async () => {
      const restore = f.fail('unavailable');
      try {
        const error: unknown = await f.chat
          .send({ userId: f.userId, userName: 'Ann', message: 'Are you there?', history: [] })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(FunctionError);
        expect((error as FunctionError).code).toBe('unavailable');
      } finally {
        restore();
      }
    });
  });
}
