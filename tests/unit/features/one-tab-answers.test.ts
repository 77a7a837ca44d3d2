import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OneTabExchange } from '../../../src/features/f8chat/one-tab-answers';

type Callback = (lock: { name: string } | null) => unknown;

/** Web Locks as the tabs of one site share them, as far as the chat uses them: exclusive, `ifAvailable`, queued. */
function sharedLocks() {
  const held = new Set<string>();
  const queued = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    held.delete(name);
    const [next, ...rest] = queued.get(name) ?? [];
    queued.set(name, rest);
    next?.();
  };
  return {
    held,
    refuse: false,
    async request(name: string, ...rest: [Callback] | [{ ifAvailable?: boolean }, Callback]) {
      if (this.refuse) throw new DOMException('Access to the Locks API is denied', 'SecurityError');
      const [options, callback] = rest.length === 1 ? [{}, rest[0]] : rest;
      if (held.has(name) && options.ifAvailable) return callback(null);
      while (held.has(name)) await new Promise<void>((resolve) => queued.set(name, [...(queued.get(name) ?? []), resolve]));
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        release(name);
      }
    },
  };
}

/** The module as one tab of the site runs it: each tab has its own. */
async function tab() {
  vi.resetModules();
  return (await import('../../../src/features/f8chat/one-tab-answers')).inOneTab;
}

/** An exchange whose run and later writes the test ends. */
function exchange(answered = false) {
  let finish = () => undefined as void;
  let write = () => undefined as void;
  const parts = {
    run: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    written: vi.fn(() => new Promise<void>((resolve) => (write = resolve))),
    answered: () => answered,
    answeredElsewhere: vi.fn(),
  } satisfies OneTabExchange;
  return { parts, finish: () => finish(), write: () => write() };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one tab asks f8 about a message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs a send at once and holds the message until its writes are done; another tab's ask waits it out", async () => {
    const locks = sharedLocks();
    vi.stubGlobal('navigator', { locks });
    const [sender, other] = [await tab(), await tab()];
    const send = exchange();
    const sending = sender('new', 'm1', send.parts);
    expect(send.parts.run).toHaveBeenCalledOnce();
    await settled();
    const ask = exchange();
    expect(await other('known', 'm1', ask.parts)).toBe(false);
    expect(ask.parts.run).not.toHaveBeenCalled();
    send.finish();
    expect(await sending).toBe(true);
    // The answer is shown, the thread's entry still on its way: the message stays held.
    await settled();
    expect(ask.parts.answeredElsewhere).not.toHaveBeenCalled();
    send.write();
    await vi.waitFor(() => expect(ask.parts.answeredElsewhere).toHaveBeenCalledOnce());
    expect(locks.held.size).toBe(0);
  });

  it('lets one of two tabs that know the message (seen landing, or sent again by Retry) ask', async () => {
    vi.stubGlobal('navigator', { locks: sharedLocks() });
    const [first, second] = [await tab(), await tab()];
    const a = exchange();
    const b = exchange();
    const asking = first('known', 'm1', a.parts);
    await settled();
    expect(await second('known', 'm1', b.parts)).toBe(false);
    a.finish();
    expect(await asking).toBe(true);
    a.write();
    await vi.waitFor(() => expect(b.parts.answeredElsewhere).toHaveBeenCalledOnce());
    expect(b.parts.run).not.toHaveBeenCalled();
  });

  it('lets the tab that holds the message ask about it again (Stop, then Ask again), and keeps it until that is written', async () => {
    const locks = sharedLocks();
    vi.stubGlobal('navigator', { locks });
    const [here, other] = [await tab(), await tab()];
    const send = exchange();
    const sending = here('new', 'm1', send.parts);
    send.finish();
    await sending;
    const again = exchange();
    const asking = here('known', 'm1', again.parts);
    expect(again.parts.run).toHaveBeenCalledOnce();
    again.finish();
    expect(await asking).toBe(true);
    send.write();
    await settled();
    const elsewhere = exchange();
    expect(await other('known', 'm1', elsewhere.parts)).toBe(false);
    again.write();
    await vi.waitFor(() => expect(locks.held.size).toBe(0));
    expect(elsewhere.parts.run).not.toHaveBeenCalled();
  });

  it('does not ask about a message answered by the time it has the lock', async () => {
    vi.stubGlobal('navigator', { locks: sharedLocks() });
    const late = exchange(true);
    expect(await (await tab())('known', 'm1', late.parts)).toBe(false);
    expect(late.parts.run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(late.parts.answeredElsewhere).toHaveBeenCalledOnce());
  });

  it('asks where the browser has no Web Locks, or refuses them', async () => {
    vi.stubGlobal('navigator', {});
    const plain = exchange();
    const asking = (await tab())('known', 'm1', plain.parts);
    plain.finish();
    expect(await asking).toBe(true);
    const locks = Object.assign(sharedLocks(), { refuse: true });
    vi.stubGlobal('navigator', { locks });
    const refused = exchange();
    const askingAnyway = (await tab())('known', 'm1', refused.parts);
    await vi.waitFor(() => expect(refused.parts.run).toHaveBeenCalledOnce());
    refused.finish();
    expect(await askingAnyway).toBe(true);
  });
});
