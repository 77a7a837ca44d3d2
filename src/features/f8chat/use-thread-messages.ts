import { skipToken, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { followedIn, LISTENER_DELAY_MS, MESSAGE_PAGE_SIZE } from '../../domain/chat';
import { flattenPages } from '../../domain/pages';
import type { MessageCursor, MessagePage, ThreadMessage } from '../../ports/chat-threads.port';
import { queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';

export type MessagePages = InfiniteData<MessagePage, MessageCursor | null>;

const byTime = (a: ThreadMessage, b: ThreadMessage) => a.timestamp.getTime() - b.timestamp.getTime();

// A thread is two cache entries, its pages as read and what arrived since: an infinite query's page read writes back
// the pages it started from, which would drop a message added while the read was on its way.

/** What arrived in a thread since its pages were read, each once, in time order; a stored copy replaces a pending one. */
export function addToThread(queryClient: QueryClient, uid: string, threadId: string, messages: ThreadMessage[]): void {
  queryClient.setQueryData<ThreadMessage[]>(queryKeys.threadArrivals(uid, threadId), (old = []) => {
    const known = new Map(old.map((m) => [m.id, m]));
    const fresh = messages.filter((m) => !known.has(m.id) || (known.get(m.id)?.pending && !m.pending));
    if (fresh.length === 0) return old;
    const replaced = new Set(fresh.map((m) => m.id));
    return [...old.filter((m) => !replaced.has(m.id)), ...fresh].sort(byTime);
  });
}

/** Replaces a thread's cache with one page: a new thread starts with an empty one, so nothing is read for it. */
export function resetThread(queryClient: QueryClient, uid: string, threadId: string, page: MessagePage): void {
  queryClient.setQueryData<MessagePages>(queryKeys.threadMessages(uid, threadId), { pages: [page], pageParams: [null] });
  queryClient.setQueryData<ThreadMessage[]>(queryKeys.threadArrivals(uid, threadId), []);
}

/**
 * The pages (newest first, each oldest first) and the arrivals as one list, oldest first, each message once: a
 * message read while still pending on this device gives way to its stored form when that arrives.
 */
function merged(pages: { pages: readonly MessagePage[] } | undefined, arrivals: readonly ThreadMessage[] | undefined): ThreadMessage[] {
  const read = flattenPages([...(pages?.pages ?? [])].reverse());
  const arrived = new Map((arrivals ?? []).map((m) => [m.id, m]));
  if (arrived.size === 0) return read;
  const known = new Set(read.map((m) => m.id));
  const stored = read.map((m) => (m.pending && arrived.get(m.id)) || m);
  return [...stored, ...[...arrived.values()].filter((m) => !known.has(m.id))].sort(byTime);
}

/** Reads a thread's pages again: what another tab stored meanwhile, should the live listener not have brought it. */
export function readThreadAgain(queryClient: QueryClient, uid: string, threadId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.threadMessages(uid, threadId), exact: true });
}

/** A thread's messages as the page shows them, oldest first; undefined until its pages are read. */
export function threadMessagesOf(queryClient: QueryClient, uid: string, threadId: string): ThreadMessage[] | undefined {
  const pages = queryClient.getQueryData<MessagePages>(queryKeys.threadMessages(uid, threadId));
  return pages && merged(pages, queryClient.getQueryData<ThreadMessage[]>(queryKeys.threadArrivals(uid, threadId)));
}

/** Whether a message of the thread has another after it on this page: an answer, or a later exchange. */
export function answeredAfter(queryClient: QueryClient, uid: string, threadId: string, messageId: string): boolean {
  return followedIn(threadMessagesOf(queryClient, uid, threadId) ?? [], messageId, { ifAbsent: false });
}

/** The ids of the messages of a thread this page knows: its pages and what arrived, read or not yet. */
export function knownMessageIds(queryClient: QueryClient, uid: string, threadId: string): Set<string> {
  const pages = queryClient.getQueryData<MessagePages>(queryKeys.threadMessages(uid, threadId));
  return new Set(merged(pages, queryClient.getQueryData<ThreadMessage[]>(queryKeys.threadArrivals(uid, threadId))).map((m) => m.id));
}

/** An open thread's messages (SPEC 4): the newest 20, older pages on request, then live; failures only logged (SPEC 8). */
export function useThreadMessages(uid: string | null, threadId: string | null) {
  const chatThreads = useService('chatThreads');
  const queryClient = useQueryClient();
  const enabled = uid !== null && threadId !== null;
  const query = useInfiniteQuery({
    queryKey: queryKeys.threadMessages(uid ?? '', threadId ?? ''),
    queryFn: async ({ pageParam }) => {
      try {
        return await chatThreads.messages(uid ?? '', threadId ?? '', { limit: MESSAGE_PAGE_SIZE, cursor: pageParam });
      } catch (error) {
        console.error('Loading messages failed', error);
        throw error;
      }
    },
    initialPageParam: null as MessageCursor | null,
    getNextPageParam: (last) => (last.hasMore && last.cursor ? last.cursor : undefined),
    enabled,
    staleTime: STALE.chat,
  });
  // Kept in the cache only (addToThread, resetThread): nothing is read for it.
  const arrivals = useQuery<ThreadMessage[]>({ queryKey: queryKeys.threadArrivals(uid ?? '', threadId ?? ''), queryFn: skipToken });
  const loaded = query.data !== undefined;
  const messages = useMemo(() => merged(query.data, arrivals.data), [query.data, arrivals.data]);

  useEffect(() => {
    if (!enabled || !loaded || !uid || !threadId) return;
    // Live listening starts only once the initial messages are in (SPEC 4), a moment later (SPEC 9).
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      // A pending message's time is this device's estimate, not the server's: it does not say where stored ones end.
      const latest = (threadMessagesOf(queryClient, uid, threadId) ?? []).reduce<Date | null>(
        (max, m) => (m.pending || (max && m.timestamp <= max) ? max : m.timestamp),
        null,
      );
      stop = chatThreads.subscribe(
        uid,
        threadId,
        latest ?? null,
        (fresh) => addToThread(queryClient, uid, threadId, fresh),
        (error) => console.error('The live message listener failed', error),
      );
    }, LISTENER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [chatThreads, queryClient, uid, threadId, enabled, loaded]);

  return {
    messages,
    loading: enabled && query.isPending,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage().catch(() => undefined),
  };
}
