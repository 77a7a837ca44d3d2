import type { FirebaseApp } from 'firebase/app';
import type * as FirestoreSdk from 'firebase/firestore';
import { FunctionError } from '../../src/domain/function-error';
import { loadOnce } from '../on-first-use';
import { toFunctionError } from './firebase-callables';
import type { LazyAuth } from './lazy-auth';

export type FirestoreModule = typeof FirestoreSdk;
type Firestore = FirestoreSdk.Firestore;

/** The Firestore SDK and this tab's client, as the document adapters ask for them on each call. */
export type FirestoreClient = () => Promise<{ fs: FirestoreModule; db: Firestore }>;

/** The client, and a way to end it (its listeners with it); the next call then starts a new one. */
export type FirestoreLoader = FirestoreClient & {
  /**
   * Ends this tab's client, if it started one (or `evenIfUnused`), then deletes the cache the site's tabs share if
   * `signedOut` says so (the SDK ends the other tabs' clients as it does). While it does, a call starts no client:
   * an exchange that outlived the sign-out fails, as the rules would refuse it, instead of opening the cache again.
   */
  forget: (signedOut: () => boolean, options?: { evenIfUnused?: boolean }) => Promise<void>;
};

/** Held in shared mode by each tab's client while it runs: the cache is deleted only when no tab has one. */
const CACHE_LOCK = 'f8-firestore-cache';

const cacheLocks = (): LockManager | undefined =>
  typeof indexedDB === 'undefined' || typeof navigator === 'undefined' ? undefined : navigator.locks;

/** Takes the cache's lock in shared mode; resolves, once granted, with the function that lets it go (and waits for that). */
function shareCache(manager: LockManager): Promise<() => Promise<unknown>> {
  return new Promise((granted) => {
    let letGo = () => undefined as void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const request = manager
      .request(CACHE_LOCK, { mode: 'shared' }, () => {
        granted(() => {
          letGo();
          return request;
        });
        return held;
      })
      .catch(() => granted(() => Promise.resolve()));
  });
}

/**
 * Firestore on first use: the SDK is large, and routes without per-user documents must not download it (DESIGN.md
 * "Fast"). A failed download (a dropped connection, a deploy that replaced the chunk) is tried again on the next call.
 */
export function lazyFirestore(app: FirebaseApp, emulator?: { host: string; port: number }): FirestoreLoader {
  let ending: Promise<unknown> = Promise.resolve();
  const start = async () => {
    // The last client must be gone before the next starts: the app holds one at a time.
    await ending.catch(() => undefined);
    const fs = await import('firebase/firestore');
    const manager = cacheLocks();
    const release = manager ? await shareCache(manager) : () => Promise.resolve();
    // Cached in IndexedDB, shared by the site's tabs: a write waiting for the network survives a reload.
    const db =
      typeof indexedDB === 'undefined'
        ? fs.getFirestore(app)
        : fs.initializeFirestore(app, { localCache: fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() }) });
    if (emulator) fs.connectFirestoreEmulator(db, emulator.host, emulator.port);
    return { fs, db, release };
  };
  let client = loadOnce(start);
  let started = false;
  let closedWhile: (() => boolean) | null = null;
  const forget: FirestoreLoader['forget'] = async (signedOut, { evenIfUnused = false } = {}) => {
    closedWhile = signedOut;
    if (!started && !evenIfUnused) return;
    const current = client();
    client = loadOnce(start);
    started = false;
    ending = current.then(async ({ fs, db, release }) => {
      await fs.terminate(db);
      await release();
      if (typeof indexedDB === 'undefined') return;
      const clear = async () => {
        if (signedOut()) await fs.clearIndexedDbPersistence(db);
      };
      const manager = cacheLocks();
      // While another tab's client runs, the cache stays: that tab deletes it when it lets go in turn.
      if (manager)
        await manager.request(CACHE_LOCK, { ifAvailable: true }, async (lock) => {
          if (lock) await clear();
        });
      else await clear();
    });
    await ending;
  };
  const use = () => {
    if (closedWhile?.()) return Promise.reject(new FunctionError('unauthenticated', 'Signed out: the documents are closed'));
    closedWhile = null;
    started = true;
    return client();
  };
  return Object.assign(use, { forget });
}

/**
 * When the person signed in leaves (a sign-out, or another person's sign-in), every tab ends its client and deletes
 * the cache, unless someone is signed in by then: the last tab to let go deletes what the others' clients kept
 * writing. The tab that signed out deletes it even if it used none, as an earlier visit may have left one.
 */
export function forgetOnSignOut(lazyAuth: LazyAuth, firestore: FirestoreLoader): void {
  const failed = (error: unknown) => console.error('Forgetting the signed-out documents failed', error);
  lazyAuth.onSignOut(({ auth }) => void firestore.forget(() => auth.currentUser === null, { evenIfUnused: true }).catch(failed));
  lazyAuth.onStart(() => {
    lazyAuth.get().then(
      ({ sdk, auth }) => {
        let signedIn: string | null = null;
        sdk.onAuthStateChanged(auth, (user) => {
          if (signedIn !== null && user?.uid !== signedIn) firestore.forget(() => auth.currentUser === null).catch(failed);
          signedIn = user?.uid ?? null;
        });
      },
      () => undefined,
    );
  });
}

/** Reads a time a write of this client stamped but the server has not acknowledged yet as the client's estimate. */
export const ESTIMATE = { serverTimestamps: 'estimate' } as const;

/** Runs a Firestore call, giving its failure as a FunctionError (a malformed document's error as it is). */
export async function attempt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toFunctionError(error);
  }
}

/** How a write stamps a time: the server's in the app (the rules require it on create); a test may store `estimate` instead. */
export type ServerTime = (fs: FirestoreModule, estimate: Date) => unknown;
export const serverTime: ServerTime = (fs) => fs.serverTimestamp();
