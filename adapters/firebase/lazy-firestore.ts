import type { FirebaseApp } from 'firebase/app';
import type * as FirestoreSdk from 'firebase/firestore';
import { loadOnce } from '../on-first-use';
import { toFunctionError } from './firebase-callables';
import type { LazyAuth } from './lazy-auth';

export type FirestoreModule = typeof FirestoreSdk;
type Firestore = FirestoreSdk.Firestore;

/** The Firestore SDK and this tab's client, as the document adapters ask for them on each call. */
export type FirestoreClient = () => Promise<{ fs: FirestoreModule; db: Firestore }>;

/** The client, and a way to end it and delete what it keeps on the device. */
export type FirestoreLoader = FirestoreClient & { forget: () => Promise<void> };

/**
 * Firestore on first use: the SDK is large, and routes without per-user documents must not download it (DESIGN.md
 * "Fast"). A failed download (a dropped connection, a deploy that replaced the chunk) is tried again on the next call.
 */
export function lazyFirestore(app: FirebaseApp, emulator?: { host: string; port: number }): FirestoreLoader {
  let ended: Promise<unknown> = Promise.resolve();
  const start = async () => {
    // A client being ended must be gone before the next one starts: the app holds one at a time.
    await ended;
    const fs = await import('firebase/firestore');
    // Cached in IndexedDB, shared by the site's tabs: a write waiting for the network survives a reload.
    const db =
      typeof indexedDB === 'undefined'
        ? fs.getFirestore(app)
        : fs.initializeFirestore(app, { localCache: fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() }) });
    if (emulator) fs.connectFirestoreEmulator(db, emulator.host, emulator.port);
    return { fs, db };
  };
  let client = loadOnce(start);
  const forget = async () => {
    const ending = client();
    client = loadOnce(start);
    ended = ending.then(async ({ fs, db }) => {
      await fs.terminate(db);
      // Refused while another tab still has the cache open: that tab deletes it when it lets go in turn.
      if (typeof indexedDB !== 'undefined') await fs.clearIndexedDbPersistence(db).catch(() => undefined);
    });
    await ended;
  };
  return Object.assign(() => client(), { forget });
}

/** Forgets the client once the person signed in signs out, on this page or in another tab. */
export function forgetOnSignOut(lazyAuth: LazyAuth, firestore: FirestoreLoader): void {
  lazyAuth.onStart(() => {
    lazyAuth.get().then(
      ({ sdk, auth }) => {
        let signedIn = false;
        sdk.onAuthStateChanged(auth, (user) => {
          if (signedIn && !user) firestore.forget().catch((error: unknown) => console.error('Forgetting the documents failed', error));
          signedIn = user !== null;
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
