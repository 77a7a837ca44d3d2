import { useQuery } from '@tanstack/react-query';
import { loadErrorMessage } from '../../domain/function-error';
import type { TalkMessage, TalkReply } from '../../domain/talk';
import { queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';

export type PostState =
  /** Offline: the browser says it has no network, and the post is asked for once it is back. */
  | { status: 'loading'; offline: boolean }
  | { status: 'error'; message: string }
  | { status: 'not-found' }
  | { status: 'loaded'; message: TalkMessage; replies: TalkReply[] };

/** Post page states (SPEC 4): loading, error or not found, loaded. A post seen a moment ago shows at once. */
export function usePost(messageId: string | null): { state: PostState; retry: () => void } {
  const feed = useService('talkFeed');
  const query = useQuery({
    queryKey: queryKeys.post(messageId ?? ''),
    queryFn: () => feed.getMessage(messageId ?? ''),
    enabled: messageId !== null,
    staleTime: STALE.post,
  });
  const retry = () => void query.refetch();
  // Try again shows the loading state at once, not the old error until the answer comes.
  if (query.isError && !query.isFetching) return { state: { status: 'error', message: loadErrorMessage(query.error, 'post') }, retry };
  if (query.data === undefined || query.isError) return { state: { status: 'loading', offline: query.fetchStatus === 'paused' }, retry };
  return { state: query.data ? { status: 'loaded', ...query.data } : { status: 'not-found' }, retry };
}
