import { skipToken, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { LISTENER_DELAY_MS, MESSAGE_PAGE_SIZE } from '../../domain/chat';
import type { MessageCursor, ThreadMessage } from '../../ports/chat-threads.port';
import { queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { addToThread, merged, threadMessagesOf } from './thread-cache';

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
