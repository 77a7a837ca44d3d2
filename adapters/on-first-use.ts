import { FunctionError } from '../src/domain/function-error';
import type { AiChat } from '../src/ports/ai-chat.port';
import type { ChatThreads } from '../src/ports/chat-threads.port';
import type { Companion } from '../src/ports/companion.port';
import type { DashboardChat } from '../src/ports/dashboard-chat.port';
import type { EmailSubscriptions } from '../src/ports/email-subscriptions.port';
import type { People } from '../src/ports/people.port';
import type { Unsubscribe } from '../src/ports/unsubscribe';
import type { UserProfiles } from '../src/ports/user-profiles.port';

/**
 * How each method of a port answers: `answers` with a promise, or `listens`: returns its stop function at once and
 * takes where failures go as its last argument. A port with any other kind of method cannot be loaded on first use
 * (its kind is `never`, which no value matches).
 */
export type MethodKinds<T> = {
  [K in keyof T]: T[K] extends (...args: [...infer _Args, (error: Error) => void]) => Unsubscribe
    ? 'listens'
    : T[K] extends (...args: never[]) => Promise<unknown>
      ? 'answers'
      : never;
};

/** `load`, called on the first call only, its promise shared; a failed one is forgotten, so the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/** What a failed download of an adapter's code rejects with, or reports to a listener: as a dropped connection. */
function downloadFailed(error: unknown): FunctionError {
  const reason = error instanceof Error ? error.message : String(error);
  return new FunctionError('unavailable', `The site's code could not be loaded: ${reason}`);
}

/**
 * A port whose adapter's code downloads the first time one of its methods is called, not before the first render:
 * most visits (signed out, on the feed) never use a signed-in person's documents, the dashboard or the f8 chat, and
 * their adapters, with the schemas only they parse, were about 2.6 KiB brotli of every first visit. It behaves as the
 * adapter `load` makes: a method that `answers` returns the adapter's promise; one that `listens` returns its stop
 * function at once and starts listening once the code is here, unless stopped before. A failed download is
 * FunctionError `unavailable` (the promise's rejection, or the listener's `onError`), and the next call tries again.
 */
export function onFirstUse<T extends object>(load: () => Promise<T>, methods: MethodKinds<T>): T {
  const adapter = loadOnce(() => load().catch((error: unknown) => Promise.reject(downloadFailed(error))));
  const run = (loaded: T, name: string, args: unknown[]): unknown =>
    (loaded[name as keyof T] as (...a: unknown[]) => unknown).apply(loaded, args);

  const answer =
    (name: string) =>
    (...args: unknown[]) =>
      adapter().then((loaded) => run(loaded, name, args));
  const listen =
    (name: string) =>
    (...args: unknown[]): Unsubscribe => {
      const onError = args.at(-1) as (error: Error) => void;
      let stop: Unsubscribe | null = null;
      let stopped = false;
      adapter()
        .then(
          (loaded) => {
            if (stopped) return;
            try {
              stop = run(loaded, name, args) as Unsubscribe;
            } catch (error) {
              // Thrown where it would have been returned to the caller: reported where the caller listens for failures.
              onError(error instanceof Error ? error : new Error(String(error)));
              return;
            }
            // Stopped from inside the listener while it started, before its stop function was here.
            if (stopped) stop();
          },
          (error: FunctionError) => {
            if (!stopped) onError(error);
          },
        )
        // The caller's own onError threw: thrown again on its own, as from the adapter's callback it would have been.
        .catch((error: unknown) =>
          queueMicrotask(() => {
            throw error;
          }),
        );
      return () => {
        stopped = true;
        stop?.();
      };
    };

  const kinds = Object.entries<'answers' | 'listens'>(methods);
  return Object.fromEntries(kinds.map(([name, kind]) => [name, kind === 'listens' ? listen(name) : answer(name)])) as T;
}

/** How the methods of each port loaded on first use answer (one table for every mode's modules). */
export const METHODS = {
  userProfiles: { get: 'answers', create: 'answers', merge: 'answers' } satisfies MethodKinds<UserProfiles>,
  people: { list: 'answers' } satisfies MethodKinds<People>,
  dashboardChat: { subscribe: 'listens', send: 'answers' } satisfies MethodKinds<DashboardChat>,
  chatThreads: {
    list: 'answers',
    create: 'answers',
    update: 'answers',
    remove: 'answers',
    addMessage: 'answers',
    messages: 'answers',
    subscribe: 'listens',
  } satisfies MethodKinds<ChatThreads>,
  aiChat: { send: 'answers' } satisfies MethodKinds<AiChat>,
  companion: { greeting: 'answers', tips: 'answers', starters: 'answers' } satisfies MethodKinds<Companion>,
  emailSubscriptions: { update: 'answers' } satisfies MethodKinds<EmailSubscriptions>,
};
