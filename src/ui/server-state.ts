import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Category, SortMode } from '../domain/talk';

/**
 * Server state (DESIGN.md "Server state"). Every cached thing is named here, so invalidation and the
 * sign-out purge can find it. Keys of per-user data start with `['user', uid]`: everything a signed-in
 * person owns lives under that prefix and is dropped when they sign out.
 */
export const queryKeys = {
  /** One feed list; SPEC 4 reloads from the start when the sort route, category or signed-in user changes. */
  feed: (sortMode: SortMode, category: Category | null, uid: string | null) => ['feed', sortMode, category, uid] as const,
  post: (messageId: string) => ['post', messageId] as const,
  /** The newest 500 posts, which every user page looks for its author among (features/user/newest-posts.ts). */
  newestPosts: () => ['newest-posts'] as const,
  /** The user page's reading of /user/{handle}: that author's posts among the newest 500. */
  authorPosts: (handle: string) => ['author-posts', handle] as const,
  profile: (uid: string) => ['user', uid, 'profile'] as const,
  dashboard: (uid: string) => ['user', uid, 'dashboard'] as const,
  dashboardChat: (uid: string) => ['user', uid, 'dashboard-chat'] as const,
  /** The f8 chat: the thread list, one thread's message pages, and the people who can be @mentioned. */
  chatThreads: (uid: string) => ['user', uid, 'chat-threads'] as const,
  threadMessages: (uid: string, threadId: string) => ['user', uid, 'chat-threads', threadId, 'messages'] as const,
  /**
   * What came to an open thread after its pages were read (under threadMessages, so it goes when they go). Written
   * with setQueryData only, it has no queryFn: never refetch it (a refetch of ['user', uid] with refetchType 'all'
   * would; the app's invalidations are exact or of active queries only).
   */
  threadArrivals: (uid: string, threadId: string) => ['user', uid, 'chat-threads', threadId, 'messages', 'arrivals'] as const,
  people: (uid: string) => ['user', uid, 'people'] as const,
};

/** The page a feed list starts from (the first page has no cursor): its infinite query's first page param. */
export const FEED_FIRST_PAGE: string | null = null;

/**
 * A feed list holding only its first page, as the feed's infinite query keeps it: a signed-out or signed-in
 * (`uid`) reader's list of `sortMode` with no category, the list a feed route opens on.
 */
export function feedFirstPage<P>(sortMode: SortMode, uid: string | null, page: P) {
  const data: InfiniteData<P, string | null> = { pages: [page], pageParams: [FEED_FIRST_PAGE] };
  return { key: queryKeys.feed(sortMode, null, uid), data };
}

/** How long each kind of data counts as fresh: cached data shows at once, and refetches in the background when older. */
export const STALE = {
  /** Community lists move slowly; a minute keeps back-and-forth navigation instant without showing old news for long. */
  feed: 60_000,
  post: 60_000,
  /** The user page's look for an author: one read of the newest posts serves every profile opened for a while. */
  newestPosts: 5 * 60_000,
  authorPosts: 5 * 60_000,
  /** The profile is read once per session; the app invalidates it after its own writes. */
  profile: Infinity,
  /** A greeting is per visit of the dashboard in a session; "Try again" refetches it. */
  dashboard: Infinity,
  /** The f8 chat's threads and messages change only through this page (and live listeners), which update the cache. */
  chat: Infinity,
  people: 5 * 60_000,
} as const;

/**
 * One client per app. No automatic retries: SPEC 8 gives each failure its own message, and a visitor should
 * see it (with Try again) at once, not after three silent attempts. No refetch on window focus: a feed that
 * reorders under the reader's cursor when they come back to the tab is worse than one a minute old.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
