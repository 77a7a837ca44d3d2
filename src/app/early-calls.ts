import { parseMessageSlug } from '../domain/slug';
import { FEED_PAGE_SIZE, type SortMode } from '../domain/talk';
import { FIRST_AUTHOR_SCAN_QUERY } from '../domain/talk-query';
import type { Services } from '../ports/services';
import { routePath } from '../domain/layout';
import { decodeUriOrKeep } from '../domain/uri';
import { FEED_PATHS } from './screens';

type Method<S> = { [K in keyof S]: S[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof S];

/** The same text for equal arguments whatever the order of their keys: `{a, b}` and `{b, a}` are one call. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

type Answer<S, M extends keyof S> = S[M] extends (...a: never[]) => Promise<infer T> ? T : never;

/** How long an early answer waits for its screen's call: a screen that never asks must not leave it for a later visit. */
export const EARLY_OFFER_MS = 10_000;

/** A service whose next call's answer is already under way, and a way to take that answer if it is already in. */
export interface AnsweredEarly<S, T> {
  service: S;
  /** The answer, once, if it arrived and did not fail (the offer then ends); else undefined, and the next call gets it. */
  take: () => T | undefined;
  /** Settles when the answer has arrived, or failed. */
  settled: Promise<void>;
}

/**
 * Makes the call now for the method's next call with the same arguments to take, a failure included (a scripted fault
 * is shown, not hidden by a retry). Any next call, or EARLY_OFFER_MS, ends the offer, so no answer is handed out late.
 */
export function answeredEarly<S extends object, M extends Method<S>>(
  service: S,
  method: M,
  args: S[M] extends (...a: infer A) => Promise<unknown> ? A : never,
): AnsweredEarly<S, Answer<S, M>> {
  const call = (a: unknown[]) => (service[method] as (...a: unknown[]) => Promise<unknown>).apply(service, a);
  let waiting: Promise<unknown> | null = call(args);
  let arrived: { value: unknown } | null = null;
  // Nobody may take it (the page draws another route first): its failure is not an unhandled rejection.
  const settled = waiting.then(
    (value) => void (arrived = { value }),
    () => undefined,
  );
  const expected = canonical(args);
  const expiry = setTimeout(() => end(), EARLY_OFFER_MS);
  /** Ends the offer: the next call asks afresh. */
  const end = () => {
    waiting = null;
    clearTimeout(expiry);
  };
  const proxy = new Proxy(service, {
    get(target, property) {
      if (property !== method) {
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (...a: unknown[]) => {
        const answer = waiting && canonical(a) === expected ? waiting : null;
        end();
        return answer ?? call(a);
      };
    },
  });
  const take = () => {
    if (!waiting || !arrived) return undefined;
    end();
    return arrived.value as Answer<S, M>;
  };
  return { service: proxy, take, settled };
}

/** The offer of an early answer to `method` of the talk feed, without the service: take it, or wait for it. */
type TalkFeedOffer<M extends Method<Services['talkFeed']>> = Omit<
  AnsweredEarly<Services['talkFeed'], Answer<Services['talkFeed'], M>>,
  'service'
>;

/** The route's first answer (a post page's post, a feed's first page), for the screen's cache to start with. */
export type EarlyAnswer =
  ({ of: 'post'; id: string } & TalkFeedOffer<'getMessage'>) | ({ of: 'feed'; sortMode: SortMode } & TalkFeedOffer<'listMessages'>);

/** The services with the route's first call under way, and its answer when a screen's cache can start with it. */
export interface WithEarlyCalls {
  services: Services;
  first: EarlyAnswer | null;
}

/** The services with the route's first call already made (after auth, SPEC 2), so its answer travels while React draws. */
export function withEarlyCalls(services: Services, pathname: string): WithEarlyCalls {
  const path = routePath(pathname);
  const early = (talkFeed: AnsweredEarly<Services['talkFeed'], unknown>) => ({ ...services, talkFeed: talkFeed.service });
  const sortMode = FEED_PATHS[path];
  if (sortMode) {
    const page = answeredEarly(services.talkFeed, 'listMessages', [
      { sortMode, limit: FEED_PAGE_SIZE, filterCategory: null, lastDocId: null },
    ]);
    return { services: early(page), first: { of: 'feed', sortMode, take: page.take, settled: page.settled } };
  }
  // The slug as typed: its id is case-sensitive.
  const slug = /^\/talk\/([^/]+?)\/*$/i.exec(pathname)?.[1];
  const id = slug === undefined ? undefined : parseMessageSlug(decodeUriOrKeep(slug))?.id;
  if (id) {
    const post = answeredEarly(services.talkFeed, 'getMessage', [id]);
    return { services: early(post), first: { of: 'post', id, take: post.take, settled: post.settled } };
  }
  if (/^\/user\/[^/]+$/.test(path)) {
    // The user page's look for the author (features/user/newest-posts.ts).
    return { services: early(answeredEarly(services.talkFeed, 'listMessages', [FIRST_AUTHOR_SCAN_QUERY])), first: null };
  }
  return { services, first: null };
}
