import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Category, SortMode } from '../domain/talk';

/** Every query key (DESIGN.md "Server state"); per-user keys start with `['user', uid]`, the prefix the sign-out purge drops. */
export const queryKeys = {
  /** One feed list; SPEC 4 reloads from the start when the sort route, category or signed-in user changes. */
  feed: (sortMode: SortMode, category: Category | null, uid: string | null) => ['feed', sortMode, category, uid] as const,
  post: (messageId: string) => ['post', messageId] as const,
  /** The newest AUTHOR_SCAN_POSTS posts, which every user page looks for its author among (features/user/newest-posts.ts). */
  newestPosts: () => ['newest-posts'] as const,
  /** The user page's reading of /user/{handle}: that author's posts among the newest AUTHOR_SCAN_POSTS. */
  authorPosts: (handle: string) => ['author-posts', handle] as const,
  profile: (uid: string) => ['user', uid, 'profile'] as const,
  /** The dashboard's greeting, tips and starters, each on its own: one that fails leaves the others shown. */
  dashboard: (uid: string, part: 'greeting' | 'tips' | 'starters') => ['user', uid, 'dashboard', part] as const,
  dashboardChat: (uid: string) => ['user', uid, 'dashboard-chat'] as const,
  /** The f8 chat: the thread list, each thread's messages (its pages as read, then what arrived), the people to @mention. */
  chatThreads: (uid: string) => ['user', uid, 'chat-threads'] as const,
  thread: (uid: string, threadId: string) => ['user', uid, 'thread', threadId] as const,
  threadMessages: (uid: string, threadId: string) => ['user', uid, 'thread', threadId, 'messages'] as const,
  /** It has no queryFn, so never refetch it: no invalidation of ['user', uid] may use refetchType 'all'. */
  threadArrivals: (uid: string, threadId: string) => ['user', uid, 'thread', threadId, 'arrivals'] as const,
  people: (uid: string) => ['user', uid, 'people'] as const,
};

/** The page a feed list starts from (the first page has no cursor): its infinite query's first page param. */
export const FEED_FIRST_PAGE: string | null = null;

/** The no-category feed list of `sortMode` for `uid`, holding only its first page, shaped as the feed's infinite query keeps it. */
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
 * One client per app; no retries, so a SPEC 8 message shows at once, and no refetch on focus, so a feed never reorders
 * underfoot. A read waits while the browser is offline (the screen says so); a write is always tried, so the Firestore
 * SDK keeps it for the connection, or its failure shows at once (SPEC 8), instead of the press doing nothing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
