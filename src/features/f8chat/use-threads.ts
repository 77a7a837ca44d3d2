import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatThread } from '../../ports/chat-threads.port';
import { queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';

/** A thread as the history rail shows it: the stored fields plus what SPEC 3 keeps locally. */
export interface ThreadEntry extends ChatThread {
  /** The last message sent or received on this page; not stored (SPEC 3). */
  lastMessage?: string;
  /** Whether f8 wrote it: its preview is then f8's words without the markdown's signs. */
  lastFromF8?: boolean;
}

/** Newest first by lastMessageAt, as the list query returns them. */
export function sortThreads(threads: ThreadEntry[]): ThreadEntry[] {
  return [...threads].sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime());
}

/** The history list in the query cache, as a send writes it before the list is read again. */
export function threadList(queryClient: QueryClient, uid: string) {
  const list = { queryKey: queryKeys.chatThreads(uid), exact: true };
  const update = (change: (threads: ThreadEntry[]) => ThreadEntry[]) =>
    queryClient.setQueryData<ThreadEntry[]>(list.queryKey, (old) => sortThreads(change(old ?? [])));
  return {
    /** A thread's entry, as last read or written here. */
    entry: (threadId: string) => queryClient.getQueryData<ThreadEntry[]>(list.queryKey)?.find((t) => t.id === threadId),
    patch: (threadId: string, patch: Partial<ThreadEntry>) => update((all) => all.map((t) => (t.id === threadId ? { ...t, ...patch } : t))),
    /** A new thread, once, even if a list read that already has it lands; a read still on its way must not drop it. */
    add: async (thread: ThreadEntry) => {
      await queryClient.cancelQueries(list);
      update((all) => [thread, ...all.filter((t) => t.id !== thread.id)]);
    },
    refresh: () => queryClient.invalidateQueries(list),
    /**
     * Drops a thread's entry. A list read on its way (the refresh after an exchange) may hold it: it is cancelled and
     * made again (it may have had other changes, another tab's); without one, the list as it is needs no read.
     */
    remove: async (threadId: string) => {
      const refreshing = queryClient.isFetching(list) > 0;
      await queryClient.cancelQueries(list);
      queryClient.setQueryData<ThreadEntry[]>(list.queryKey, (old) => old?.filter((t) => t.id !== threadId));
      if (refreshing) void queryClient.invalidateQueries(list);
    },
  };
}

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
  });
  return { threads: query.data ?? [], loading: query.isPending && uid !== null };
}

/** Deleting a thread (SPEC 4): its messages, then the thread, then its list entry. Failures are only logged. */
export function useDeleteThread(uid: string, onDeleted: (threadId: string) => void) {
  const chatThreads = useService('chatThreads');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => chatThreads.remove(uid, threadId),
    onSuccess: async (_void, threadId) => {
      await threadList(queryClient, uid).remove(threadId);
      queryClient.removeQueries({ queryKey: queryKeys.threadMessages(uid, threadId) });
      onDeleted(threadId);
    },
    onError: (error) => console.error('Deleting the thread failed', error),
  });
}
