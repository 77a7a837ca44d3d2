import type { Firestore, Query, QuerySnapshot } from 'firebase/firestore';
import type { FunctionErrorCode } from '../../src/domain/function-error';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import { toFunctionError } from './firebase-callables';
import type { FirestoreClient, FirestoreModule } from './lazy-firestore';

/** Pauses before listening again after the 1st, 2nd, ... failure in a row; after the last, it gives up. */
export const RELISTEN_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Errors that another try cannot mend: signed out, not allowed, a query Firestore refuses. */
const FINAL: ReadonlySet<FunctionErrorCode> = new Set(['permission-denied', 'unauthenticated', 'invalid-argument', 'failed-precondition']);

/**
 * A query listener that outlives a failure: the SDK ends a listener on its first error, so this listens again after
 * growing pauses (reset by a snapshot), reporting only when they run out, or at once for a refusal (as after sign-out).
 */
export function listen(
  firestore: FirestoreClient,
  query: (fs: FirestoreModule, db: Firestore) => Query,
  onSnapshot: (snapshot: QuerySnapshot) => void,
  onError: (error: Error) => void,
  {
    delaysMs = RELISTEN_DELAYS_MS,
    includeMetadataChanges = false,
  }: { delaysMs?: readonly number[]; includeMetadataChanges?: boolean } = {},
): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  let failures = 0;
  const fail = (error: unknown) => {
    stop = null;
    if (cancelled) return;
    const failure = toFunctionError(error);
    const delay = FINAL.has(failure.code) ? undefined : delaysMs[failures];
    failures += 1;
    if (delay === undefined) onError(failure);
    else timer = setTimeout(start, delay);
  };
  const start = () => {
    firestore().then(({ fs, db }) => {
      if (cancelled) return;
      try {
        stop = fs.onSnapshot(
          query(fs, db),
          { includeMetadataChanges },
          (snapshot) => {
            if (cancelled) return;
            failures = 0;
            onSnapshot(snapshot);
          },
          fail,
        );
      } catch (error) {
        // A query the SDK refuses to build (invalid-argument): final.
        fail(error);
      }
    }, fail);
  };
  start();
  return () => {
    cancelled = true;
    clearTimeout(timer);
    stop?.();
    stop = null;
  };
}
