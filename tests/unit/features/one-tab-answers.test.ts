import { afterEach, describe, expect, it, vi } from 'vitest';
import { askUnlessAnotherTab, holdWhileSending } from '../../../src/features/f8chat/one-tab-answers';

type Callback = (lock: { name: string } | null) => unknown;

/** Web Locks as the tabs of one site share them, as far as these functions use them: exclusive, `ifAvailable`, queued. */
function sharedLocks() {
  const held = new Set<string>();
  const queued = new Map<string, (() => void)[]>();
  const take = async (name: string) => {
    while (held.has(name)) await new Promise<void>((resolve) => queued.set(name, [...(queued.get(name) ?? []), resolve]));
    held.add(name);
  };
  const release = (name: string) => {
    held.delete(name);
    const [next, ...rest] = queued.get(name) ?? [];
    queued.set(name, rest);
    next?.();
  };
  return {
    held,
    async request(name: string, ...rest: [Callback] | [{ ifAvailable?: boolean }, Callback]) {
      const [options, callback] = rest.length === 1 ? [{}, rest[0]] : rest;
      if (held.has(name) && options.ifAvailable) return callback(null);
      await take(name);
      try {
        return await callback({ name });
      } finally {
        release(name);
      }
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = () => undefined;

describe('one tab asks f8 about a message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('skips the ask while the tab that sent the message holds it, then says so once that tab is done', async () => {
    const locks = sharedLocks();
    vi.stubGlobal('navigator', { locks });
    let finish = () => undefined as void;
    holdWhileSending('m1', new Promise<void>((resolve) => (finish = resolve)));
    await settled();
    expect(locks.held).toEqual(new Set(['f8-answers-m1']));
    const ask = vi.fn(() => Promise.resolve());
    const answeredElsewhere = vi.fn();
    expect(await askUnlessAnotherTab('m1', ask, answeredElsewhere)).toBe(false);
    expect(ask).not.toHaveBeenCalled();
    // Another message is not held.
    expect(await askUnlessAnotherTab('m2', ask, never)).toBe(true);
    await settled();
    expect(answeredElsewhere).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(answeredElsewhere).toHaveBeenCalledOnce());
    expect(await askUnlessAnotherTab('m1', ask, never)).toBe(true);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('lets one of two tabs that see the message land at once ask', async () => {
    vi.stubGlobal('navigator', { locks: sharedLocks() });
    let answer = () => undefined as void;
    const first = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const second = vi.fn(() => Promise.resolve());
    const asking = askUnlessAnotherTab('m1', first, never);
    await settled();
    const answeredElsewhere = vi.fn();
    expect(await askUnlessAnotherTab('m1', second, answeredElsewhere)).toBe(false);
    answer();
    expect(await asking).toBe(true);
    await vi.waitFor(() => expect(answeredElsewhere).toHaveBeenCalledOnce());
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
  });

  it('frees the message when the send fails', async () => {
    const locks = sharedLocks();
    vi.stubGlobal('navigator', { locks });
    holdWhileSending('m1', Promise.reject(new Error('offline')));
    await settled();
    expect(locks.held.size).toBe(0);
  });

  it('lets every tab ask where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    const ask = vi.fn(() => Promise.resolve());
    holdWhileSending('m1', new Promise(() => undefined));
    expect(await askUnlessAnotherTab('m1', ask, never)).toBe(true);
    expect(ask).toHaveBeenCalledOnce();
  });
});
