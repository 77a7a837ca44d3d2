import { FunctionError } from '../src/domain/function-error';
import type { AiChat } from '../src/ports/ai-chat.port';
import type { ChatThreads } from '../src/ports/chat-threads.port';
import type { Companion } from '../src/ports/companion.port';
import type { DashboardChat } from '../src/ports/dashboard-chat.port';
import type { EmailSubscriptions } from '../src/ports/email-subscriptions.port';
import type { People } from '../src/ports/people.port';
import type { Unsubscribe } from '../src/ports/unsubscribe';
import type { UserProfiles } from '../src/ports/user-profiles.port';

/** Each port method's kind: `answers` (a promise) or `listens` (returns its stop, `onError` last); any other is `never`. */
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
export function downloadFailed(error: unknown): FunctionError {
  const reason = error instanceof Error ? error.message : String(error);
  return new FunctionError('unavailable', `The site's code could not be loaded: ${reason}`);
}

/**
 * A port whose adapter downloads on its first call, as most visits never use it. A `listens` method returns its stop
 * at once; a failed download is FunctionError `unavailable`, and the next call tries again.
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
