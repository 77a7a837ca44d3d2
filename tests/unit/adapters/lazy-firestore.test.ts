import type { FirebaseApp } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyAuth, type AuthSdk } from '../../../adapters/firebase/lazy-auth';
import { forgetOnSignOut, lazyFirestore, type FirestoreLoader } from '../../../adapters/firebase/lazy-firestore';

// The SDK's module, standing in for the chunk the browser downloads on first use: the first load fails (as a
// dropped connection fails a dynamic import), the next ones succeed. Each client it makes is numbered.
const sdk = vi.hoisted(() => ({ loads: 0, clients: 0, terminated: [] as number[], cleared: [] as number[], refuseClear: false }));
vi.mock('firebase/firestore', () => {
  sdk.loads += 1;
  if (sdk.loads === 1) throw new Error('Failed to fetch dynamically imported module');
  const client = () => ({ db: (sdk.clients += 1) });
  return {
    getFirestore: client,
    initializeFirestore: client,
    persistentLocalCache: () => ({}),
    persistentMultipleTabManager: () => ({}),
    connectFirestoreEmulator: () => undefined,
    terminate: (db: { db: number }) => Promise.resolve(void sdk.terminated.push(db.db)),
    clearIndexedDbPersistence: (db: { db: number }) =>
      sdk.refuseClear ? Promise.reject(new Error('failed-precondition')) : Promise.resolve(void sdk.cleared.push(db.db)),
  };
});

describe('lazyFirestore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tries the download again on the next call after a failed one, and keeps a successful one', async () => {
    const load = lazyFirestore({} as FirebaseApp);
    await expect(load()).rejects.toThrow();
    const first = await load();
    expect(first.db).toEqual({ db: 1 });
    expect(await load()).toBe(first);
  });

  it('forgets by ending the client it gave and deleting its cache; the next call makes a new one', async () => {
    vi.stubGlobal('indexedDB', {});
    const load = lazyFirestore({} as FirebaseApp);
    const { db } = await load();
    await load.forget();
    const ended = (db as unknown as { db: number }).db;
    expect(sdk.terminated).toContain(ended);
    expect(sdk.cleared).toContain(ended);
    expect((await load()).db).not.toBe(db);
  });

  it('forgets a cache this page never opened, and takes a refusal (another tab still has it) calmly', async () => {
    vi.stubGlobal('indexedDB', {});
    sdk.refuseClear = true;
    const load = lazyFirestore({} as FirebaseApp);
    const before = sdk.clients;
    await expect(load.forget()).resolves.toBeUndefined();
    expect(sdk.terminated).toContain(before + 1);
    sdk.refuseClear = false;
  });
});

describe('forgetOnSignOut', () => {
  /** A LazyAuth whose SDK reports the users the test gives. */
  function authReporting() {
    let report: (user: object | null) => void = () => undefined;
    const authSdk = { onAuthStateChanged: (_auth: unknown, next: typeof report) => void (report = next) } as unknown as AuthSdk;
    const lazy = new LazyAuth(
      () => Promise.resolve(authSdk),
      () => ({}) as never,
    );
    return { lazy, report: (user: object | null) => report(user) };
  }
  const loader = () => {
    const forget = vi.fn(() => Promise.resolve());
    return { firestore: Object.assign(vi.fn(), { forget }) as unknown as FirestoreLoader, forget };
  };

  it('forgets when the person signed in signs out, once the Auth SDK has started', async () => {
    const { lazy, report } = authReporting();
    const { firestore, forget } = loader();
    forgetOnSignOut(lazy, firestore);
    await lazy.get();
    report({ uid: 'u1' });
    expect(forget).not.toHaveBeenCalled();
    report(null);
    expect(forget).toHaveBeenCalledOnce();
  });

  it('forgets nothing for a page that opens signed out', async () => {
    const { lazy, report } = authReporting();
    const { firestore, forget } = loader();
    forgetOnSignOut(lazy, firestore);
    await lazy.get();
    report(null);
    report(null);
    expect(forget).not.toHaveBeenCalled();
  });
});
