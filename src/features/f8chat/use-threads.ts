import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { forgetThread, type ThreadEntry } from './thread-cache';
import { tellOtherTabs } from './thread-news';

/** The signed-in user's latest 30 threads (SPEC 4); failures are only logged (SPEC 8), the rail then shows none. */
export function useThreads(uid: string | null) {
  const chatThreads = useService('chatThreads');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.chatThreads(uid ?? ''),
    queryFn: async (): Promise<ThreadEntry[]> => {
      try {
        const fresh = await chatThreads.list(uid ?? '');
        // What this page knows locally (the last message, and who wrote it) survives a refresh of the list.
        const known = new Map((queryClient.getQueryData<ThreadEntry[]>(queryKeys.chatThreads(uid ?? '')) ?? []).map((t) => [t.id, t]));
        return fresh.map((t) => ({ ...t, lastMessage: known.get(t.id)?.lastMessage, lastFromF8: known.get(t.id)?.lastFromF8 }));
      } catch (error) {
        console.error('Loading the chat threads failed', error);
        throw error;
      }
    },
    enabled: uid !== null,
    staleTime: STALE.chat,
    // Read again each time the chat is opened: another tab may have changed it meanwhile (thread-news.ts).
    refetchOnMount: 'always',
  });
  return { threads: query.data ?? [], loading: query.isPending && uid !== null };
}

/** Lets a thread deleted in another tab go from this tab's list and cache. */
export function useForgetThread(uid: string | null): (threadId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return (threadId) => (uid === null ? Promise.resolve() : forgetThread(queryClient, uid, threadId));
}

/** Deleting a thread (SPEC 4): its messages, then the thread, then its list entry. Failures are only logged. */
export function useDeleteThread(uid: string, onDeleted: (threadId: string) => void) {
  const chatThreads = useService('chatThreads');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => chatThreads.remove(uid, threadId),
    // Offline it waits: the SDK would keep the first of its batches only, and a reload would find the thread half gone.
    networkMode: 'online',
    onSuccess: async (_void, threadId) => {
      await forgetThread(queryClient, uid, threadId);
      tellOtherTabs({ uid, deleted: threadId });
      onDeleted(threadId);
    },
    onError: (error) => console.error('Deleting the thread failed', error),
  });
}
