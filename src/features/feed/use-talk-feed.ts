import { useInfiniteQuery, useQueryClient, type FetchStatus, type QueryState } from '@tanstack/react-query';
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
  /** What waits for the network while offline: the first page, the next page, or a refresh of the rows shown. */
  offline: 'list' | 'more' | 'refresh' | null;
}

// Which fetch TanStack Query holds while offline. Read fetchMeta only from a query paused itself: one mounting on
// stale rows is reported paused by the observer but still holds its last fetch's meta, so it counts as a refresh.
function offlineWait(status: FetchStatus, hasRows: boolean, query: QueryState | undefined): FeedState['offline'] {
  if (status !== 'paused') return null;
  if (!hasRows) return 'list';
  return query?.fetchStatus === 'paused' && query.fetchMeta?.fetchMore ? 'more' : 'refresh';
}

/** The feed's states (SPEC 4); the query key is the reload rule: a new sort, category or user loads from the start. */
export function useTalkFeed(sortMode: SortMode, category: Category | null, uid: string | null) {
  const feed = useService('talkFeed');
  const queryClient = useQueryClient();
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
    offline: offlineWait(query.fetchStatus, data !== undefined, queryClient.getQueryState(queryKey)),
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
