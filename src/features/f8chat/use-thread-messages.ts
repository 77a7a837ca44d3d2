import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { LISTENER_DELAY_MS, MESSAGE_PAGE_SIZE } from '../../domain/chat';
import { flattenPages } from '../../domain/pages';
import type { MessageCursor, MessagePage, ThreadMessage } from '../../ports/chat-threads.port';
import { queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';

export type MessagePages = InfiniteData<MessagePage, MessageCursor | null>;

const byTime = (a: ThreadMessage, b: ThreadMessage) => a.timestamp.getTime() - b.timestamp.getTime();

/** Adds messages to the newest page of a thread's cache, each once, in time order; creates the cache if needed. */
export function addToThread(queryClient: QueryClient, uid: string, threadId: string, messages: ThreadMessage[]): void {
  queryClient.setQueryData<MessagePages>(queryKeys.threadMessages(uid, threadId), (old) => {
    const pages = old?.pages ?? [{ messages: [], hasMore: false, cursor: null }];
    const known = new Set(pages.flatMap((p) => p.messages.map((m) => m.id)));
    const fresh = messages.filter((m) => !known.has(m.id));
    if (fresh.length === 0 && old) return old;
    const [newest, ...older] = pages;
    const merged = [...(newest?.messages ?? []), ...fresh].sort(byTime);
    return {
      pages: [{ messages: merged, hasMore: newest?.hasMore ?? false, cursor: newest?.cursor ?? null }, ...older],
      pageParams: old?.pageParams ?? [null],
    };
  });
}

/** Replaces a thread's cache with one page: a new thread starts with an empty one, so nothing is read for it. */
export function resetThread(queryClient: QueryClient, uid: string, threadId: string, page: MessagePage): void {
  queryClient.setQueryData<MessagePages>(queryKeys.threadMessages(uid, threadId), { pages: [page], pageParams: [null] });
}

/**
 * An open thread's messages (SPEC 4): the newest 20, older pages of 20 on request while a full page came back,
 * and, once the first page is in, live delivery of anything newer than the latest known message. Load and
 * listener failures are only logged (SPEC 8).
 */
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
  const loaded = query.data !== undefined;
  // Pages run newest first; each page is oldest first.
  const messages = useMemo(() => flattenPages([...(query.data?.pages ?? [])].reverse()), [query.data]);

  useEffect(() => {
    if (!enabled || !loaded || !uid || !threadId) return;
    // Live listening starts only once the initial messages are in (SPEC 4), a moment later (SPEC 9).
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      const cached = queryClient.getQueryData<MessagePages>(queryKeys.threadMessages(uid, threadId));
      const latest = cached?.pages
        .flatMap((p) => p.messages)
        .reduce<Date | null>((max, m) => (!max || m.timestamp > max ? m.timestamp : max), null);
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
