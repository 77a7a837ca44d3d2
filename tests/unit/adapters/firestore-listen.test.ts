import { FirebaseError } from 'firebase/app';
import type { Firestore, Query, QuerySnapshot } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listen } from '../../../adapters/firebase/firestore-listen';
import type { FirestoreModule } from '../../../adapters/firebase/lazy-firestore';

/** A stand-in for the SDK's onSnapshot: each listening is recorded, and the test feeds it snapshots or errors. */
function fakeFirestore() {
  const listeners: { next: (s: QuerySnapshot) => void; error: (e: Error) => void; stopped: boolean }[] = [];
  const fs = {
    onSnapshot: (_query: Query, _options: unknown, next: (s: QuerySnapshot) => void, error: (e: Error) => void) => {
      const entry = { next, error, stopped: false };
      listeners.push(entry);
      return () => {
        entry.stopped = true;
      };
    },
  } as unknown as FirestoreModule;
  const loader = () => Promise.resolve({ fs, db: {} as Firestore });
  return { loader, listeners, latest: () => listeners.at(-1) };
}

const snapshot = (n: number) => ({ size: n }) as unknown as QuerySnapshot;
const dropped = () => new FirebaseError('unavailable', 'The stream dropped');

describe('listen: a Firestore listener that outlives a dropped stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('listens again after a pause without reporting a lone error, and carries on with the snapshots', async () => {
    const { loader, listeners, latest } = fakeFirestore();
    const got: number[] = [];
    const errors: string[] = [];
    const stop = listen(
      loader,
      () => ({}) as Query,
      (s) => got.push(s.size),
      (e) => errors.push((e as { code?: string }).code ?? ''),
      { delaysMs: [100, 200] },
    );
    await vi.advanceTimersByTimeAsync(0);
    latest()?.next(snapshot(1));
    latest()?.error(dropped());
    await vi.advanceTimersByTimeAsync(99);
    expect(listeners).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(listeners).toHaveLength(2);
    latest()?.next(snapshot(2));
    // A snapshot starts the count over: the next error waits the first pause again.
    latest()?.error(dropped());
    await vi.advanceTimersByTimeAsync(100);
    expect(listeners).toHaveLength(3);
    latest()?.next(snapshot(3));
    expect(got).toEqual([1, 2, 3]);
    expect(errors).toEqual([]);
    stop();
    expect(latest()?.stopped).toBe(true);
  });

  it('reports only an error that keeps coming back, once, when the pauses run out, and stops', async () => {
    const { loader, listeners, latest } = fakeFirestore();
    const errors: string[] = [];
    listen(
      loader,
      () => ({}) as Query,
      () => undefined,
      (e) => errors.push((e as { code?: string }).code ?? ''),
      { delaysMs: [100, 200] },
    );
    await vi.advanceTimersByTimeAsync(0);
    latest()?.error(dropped());
    await vi.advanceTimersByTimeAsync(100);
    latest()?.error(dropped());
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(listeners).toHaveLength(3);
    latest()?.error(dropped());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listeners).toHaveLength(3);
    expect(errors).toEqual(['unavailable']);
  });

  it('tries again when Firestore itself fails to load', async () => {
    const { loader, listeners } = fakeFirestore();
    let loads = 0;
    const flaky = () => (++loads === 1 ? Promise.reject(new Error('chunk failed to load')) : loader());
    const errors: Error[] = [];
    listen(
      flaky,
      () => ({}) as Query,
      () => undefined,
      (e) => errors.push(e),
      { delaysMs: [100] },
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(listeners).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('detaches for good on a refusal, as after sign-out', async () => {
    const { loader, listeners, latest } = fakeFirestore();
    const errors: string[] = [];
    listen(
      loader,
      () => ({}) as Query,
      () => undefined,
      (e) => errors.push((e as { code?: string }).code ?? ''),
      { delaysMs: [100] },
    );
    await vi.advanceTimersByTimeAsync(0);
    latest()?.error(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listeners).toHaveLength(1);
    expect(errors).toEqual(['permission-denied']);
  });

  it('stopped while waiting to listen again, it never listens again', async () => {
    const { loader, listeners, latest } = fakeFirestore();
    const stop = listen(
      loader,
      () => ({}) as Query,
      () => undefined,
      () => undefined,
      { delaysMs: [100] },
    );
    await vi.advanceTimersByTimeAsync(0);
    latest()?.error(dropped());
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listeners).toHaveLength(1);
  });
});
