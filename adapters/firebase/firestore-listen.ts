import type { Firestore, Query, QuerySnapshot } from 'firebase/firestore';
import type { FunctionErrorCode } from '../../src/domain/function-error';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import { toFunctionError } from './firebase-callables';
import type { FirestoreModule, lazyFirestore } from './lazy-firestore';

/** Pauses before listening again after the 1st, 2nd, ... error in a row; after the last, it gives up. */
export const RELISTEN_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Errors that another try cannot mend: signed out, not allowed, a query Firestore refuses. */
const FINAL: ReadonlySet<FunctionErrorCode> = new Set(['permission-denied', 'unauthenticated', 'invalid-argument', 'failed-precondition']);

/**
 * A Firestore query listener that outlives a dropped stream. The SDK ends a listener for good on its first
 * error, so after one this reports it (the screen can say so) and listens again after a growing pause,
 * until a snapshot arrives (the count starts over) or the pauses run out. A refusal ends it at once: after
 * sign-out the user's documents are no longer readable, and the listener detaches.
 */
export function listen(
  firestore: ReturnType<typeof lazyFirestore>,
  query: (fs: FirestoreModule, db: Firestore) => Query,
  onSnapshot: (snapshot: QuerySnapshot) => void,
  onError: (error: Error) => void,
  delaysMs: readonly number[] = RELISTEN_DELAYS_MS,
): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  let failures = 0;
  const start = () => {
    firestore().then(({ fs, db }) => {
      if (cancelled) return;
      stop = fs.onSnapshot(
        query(fs, db),
        (snapshot) => {
          failures = 0;
          onSnapshot(snapshot);
        },
        (error) => {
          stop = null;
          const failure = toFunctionError(error);
          onError(failure);
          const delay = delaysMs[failures++];
          if (cancelled || FINAL.has(failure.code) || delay === undefined) return;
          timer = setTimeout(start, delay);
        },
      );
    }, onError);
  };
  start();
  return () => {
    cancelled = true;
    clearTimeout(timer);
    stop?.();
  };
}
