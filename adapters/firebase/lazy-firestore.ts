import type { FirebaseApp } from 'firebase/app';
import type * as FirestoreSdk from 'firebase/firestore';
import { loadOnce } from '../on-first-use';
import { toFunctionError } from './firebase-callables';

export type FirestoreModule = typeof FirestoreSdk;
type Firestore = FirestoreSdk.Firestore;

/**
 * Firestore on first use: the SDK is large, and routes without per-user documents must not download it (DESIGN.md
 * "Fast"). A failed download (a dropped connection, a deploy that replaced the chunk) is tried again on the next call.
 */
export function lazyFirestore(
  app: FirebaseApp,
  emulator?: { host: string; port: number },
): () => Promise<{ fs: FirestoreModule; db: Firestore }> {
  return loadOnce(async () => {
    const fs = await import('firebase/firestore');
    // Cached in IndexedDB, shared by the site's tabs: a write waiting for the network survives a reload.
    const db =
      typeof indexedDB === 'undefined'
        ? fs.getFirestore(app)
        : fs.initializeFirestore(app, { localCache: fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() }) });
    if (emulator) fs.connectFirestoreEmulator(db, emulator.host, emulator.port);
    return { fs, db };
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
