import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadErrorMessage } from '../../domain/function-error';
import { flattenPages } from '../../domain/pages';
import { FEED_PAGE_SIZE, type Category, type SortMode, type TalkMessage } from '../../domain/talk';
import { firstScreenDrawn, isFirstScreenData } from '../../ui/first-screen';
import { FEED_FIRST_PAGE, queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';

export interface FeedState {
  status: 'loading' | 'loaded' | 'error';
  messages: TalkMessage[];
  hasMore: boolean;
  loadingMore: boolean;
  /** SPEC 8 message of the last failure (first page or a later one). */
  error: string | null;
  /** A page is wanted while the browser is offline: it is asked for once the browser is back online. */
  offline: boolean;
}

/**
 * The feed's states (SPEC 4): loading, loaded, loading more, end reached, error. The query key is the reload
 * rule: a change of sort route, category or signed-in user is another list, loaded from the start; going back
 * to a list seen a moment ago shows it at once.
 */
export function useTalkFeed(sortMode: SortMode, category: Category | null, uid: string | null) {
  const feed = useService('talkFeed');
  const queryKey = queryKeys.feed(sortMode, category, uid);
  // Posts the page load brought (start.tsx) are rows arriving, not a list come back to: the list reveals them so.
  // The key read as the page mounts is the one marked; once drawn, the mark goes.
  const [seededKey] = useState(() => (isFirstScreenData(queryKey) ? queryKey : null));
  useEffect(() => {
    if (seededKey) firstScreenDrawn(seededKey);
  }, [seededKey]);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => feed.listMessages({ sortMode, limit: FEED_PAGE_SIZE, filterCategory: category, lastDocId: pageParam }),
    initialPageParam: FEED_FIRST_PAGE,
    getNextPageParam: (last) => (last.hasMore && last.lastMessageId ? last.lastMessageId : undefined),
    staleTime: STALE.feed,
  });
  const { data, error, isFetching, isFetchNextPageError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = query;
  // While Try again runs, the old error gives way to the loading state.
  const isError = query.isError && !isFetching;
  const messages = useMemo(() => flattenPages(data?.pages ?? []), [data]);

  const state: FeedState = {
    status: data === undefined ? (isError ? 'error' : 'loading') : 'loaded',
    messages,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    error: isError ? loadErrorMessage(error, 'feed') : null,
    // TanStack Query holds a fetch while the browser says it is offline, and runs it when it is back.
    offline: query.fetchStatus === 'paused',
  };

  const loadMore = useCallback(() => {
    // One page at a time, and never past the end or after a failed page until asked again.
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const retryMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);

  // A failed later page is fetched again; a failed first page (or background refresh) reloads the list.
  return { state, loadMore, retry: isFetchNextPageError ? retryMore : reload, arrivedWithPage: seededKey !== null };
}
