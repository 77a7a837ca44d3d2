import type { FirebaseApp } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyAuth, type AuthSdk, type LoadedAuth } from '../../../adapters/firebase/lazy-auth';
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
      sdk.refuseClear ? Promise.reject(new Error('blocked')) : Promise.resolve(void sdk.cleared.push(db.db)),
  };
});

const numberOf = (client: { db: unknown }) => (client.db as { db: number }).db;

describe('lazyFirestore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sdk.refuseClear = false;
  });

  it('tries the download again on the next call after a failed one, and keeps a successful one', async () => {
    const load = lazyFirestore({} as FirebaseApp);
    await expect(load()).rejects.toThrow();
    const first = await load();
    expect(first.db).toEqual({ db: 1 });
    expect(await load()).toBe(first);
  });

  it('ends the client it gave, and the next call makes a new one; a page that started none ends nothing', async () => {
    const idle = lazyFirestore({} as FirebaseApp);
    const before = sdk.clients;
    await idle.forget(() => true);
    expect(sdk.clients).toBe(before);
    const load = lazyFirestore({} as FirebaseApp);
    const first = await load();
    await load.forget(() => false);
    expect(sdk.terminated).toContain(numberOf(first));
    // Without IndexedDB (Node) there is no cache to delete.
    expect(sdk.cleared).not.toContain(numberOf(first));
    expect(numberOf(await load())).not.toBe(numberOf(first));
  });

  it('starts no client while nobody is signed in after a sign-out, and starts one once someone is', async () => {
    const load = lazyFirestore({} as FirebaseApp);
    const first = await load();
    let signedOut = true;
    await load.forget(() => signedOut);
    const clients = sdk.clients;
    await expect(load()).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(sdk.clients).toBe(clients);
    signedOut = false;
    expect(numberOf(await load())).toBeGreaterThan(numberOf(first));
    // Open again until the next sign-out, whatever the first one's test says now.
    signedOut = true;
    expect(await load()).toBeDefined();
  });

  it('deletes the cache once the client has ended, and for the tab that signed out even if it used none', async () => {
    vi.stubGlobal('indexedDB', {});
    const load = lazyFirestore({} as FirebaseApp);
    const first = await load();
    await load.forget(() => true);
    expect(sdk.terminated).toContain(numberOf(first));
    expect(sdk.cleared).toContain(numberOf(first));
    const never = lazyFirestore({} as FirebaseApp);
    await never.forget(() => true, { evenIfUnused: true });
    expect(sdk.cleared).toHaveLength(2);
  });

  it("leaves the cache while another tab's client runs: the last tab to let go deletes it", async () => {
    let holders = 0;
    const locks = {
      async request(_name: string, options: { mode?: string; ifAvailable?: boolean }, callback: (lock: object | null) => unknown) {
        if (options.mode === 'shared') {
          holders += 1;
          try {
            return await callback({});
          } finally {
            holders -= 1;
          }
        }
        if (holders > 0) return options.ifAvailable ? callback(null) : Promise.reject(new Error('the test does not queue'));
        return callback({});
      },
    };
    vi.stubGlobal('indexedDB', {});
    vi.stubGlobal('navigator', { locks });
    const [tabA, tabB] = [lazyFirestore({} as FirebaseApp), lazyFirestore({} as FirebaseApp)];
    const [a, b] = [await tabA(), await tabB()];
    expect(holders).toBe(2);
    await tabA.forget(() => true);
    expect(sdk.terminated).toContain(numberOf(a));
    expect(sdk.cleared).not.toContain(numberOf(a));
    await tabB.forget(() => true);
    expect(sdk.cleared).toContain(numberOf(b));
    expect(holders).toBe(0);
  });

  it('keeps the cache when someone has signed in again by then', async () => {
    vi.stubGlobal('indexedDB', {});
    const load = lazyFirestore({} as FirebaseApp);
    const first = await load();
    await load.forget(() => false);
    expect(sdk.terminated).toContain(numberOf(first));
    expect(sdk.cleared).not.toContain(numberOf(first));
  });

  it('starts the next client after a deletion that failed', async () => {
    vi.stubGlobal('indexedDB', {});
    sdk.refuseClear = true;
    const load = lazyFirestore({} as FirebaseApp);
    const first = await load();
    let signedOut = true;
    await expect(load.forget(() => signedOut)).rejects.toThrow('blocked');
    signedOut = false;
    expect(numberOf(await load())).toBeGreaterThan(numberOf(first));
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
  function loader() {
    const forget = vi.fn((_signedOut: () => boolean, _options?: { evenIfUnused?: boolean }) => Promise.resolve());
    return { firestore: Object.assign(vi.fn(), { forget }) as unknown as FirestoreLoader, forget };
  }

  it('ends the client in every tab when the person signed in leaves, once the Auth SDK has started', async () => {
    const { lazy, report } = authReporting();
    const { firestore, forget } = loader();
    forgetOnSignOut(lazy, firestore);
    await lazy.get();
    report({ uid: 'u1' });
    report({ uid: 'u1' });
    expect(forget).not.toHaveBeenCalled();
    report(null);
    expect(forget).toHaveBeenCalledOnce();
    expect(forget.mock.calls[0]?.[1]).toBeUndefined();
    report({ uid: 'u2' });
    report({ uid: 'u3' });
    expect(forget).toHaveBeenCalledTimes(2);
  });

  it('ends nothing for a page that opens signed out', async () => {
    const { lazy, report } = authReporting();
    const { firestore, forget } = loader();
    forgetOnSignOut(lazy, firestore);
    await lazy.get();
    report(null);
    report(null);
    expect(forget).not.toHaveBeenCalled();
  });

  it('deletes the cache from the tab that signed out even if it used none, unless someone is signed in by then', () => {
    const { lazy } = authReporting();
    const { firestore, forget } = loader();
    forgetOnSignOut(lazy, firestore);
    const auth = { currentUser: null as object | null };
    lazy.signedOut({ auth } as unknown as LoadedAuth);
    expect(forget).toHaveBeenCalledOnce();
    const [signedOut, options] = forget.mock.calls[0] ?? [];
    expect(options).toEqual({ evenIfUnused: true });
    expect(signedOut?.()).toBe(true);
    auth.currentUser = { uid: 'u2' };
    expect(signedOut?.()).toBe(false);
  });
});
