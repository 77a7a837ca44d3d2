import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { followedIn } from '../../domain/chat';
import { flattenPages } from '../../domain/pages';
import type { ChatThread, MessageCursor, MessagePage, ThreadMessage } from '../../ports/chat-threads.port';
import { queryKeys } from '../../ui/server-state';

// What the f8 chat keeps in the query cache, and how its sends write there: the history list, and each thread's
// messages. The hooks that read them are use-threads.ts and use-thread-messages.ts.

/** A thread as the history rail shows it: the stored fields plus what SPEC 3 keeps locally. */
export interface ThreadEntry extends ChatThread {
  /** The last message sent or received on this page; not stored (SPEC 3). */
  lastMessage?: string;
  /** Whether f8 wrote it: its preview is then f8's words without the markdown's signs. */
  lastFromF8?: boolean;
}

/** Newest first by lastMessageAt, as the list query returns them. */
function sortThreads(threads: ThreadEntry[]): ThreadEntry[] {
  return [...threads].sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime());
}

/** The history list in the query cache, as a send writes it before the list is read again. */
export function threadList(queryClient: QueryClient, uid: string) {
  const list = { queryKey: queryKeys.chatThreads(uid) };
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
    /** Reads the list again; a read on its way may have started before what changed it, so it is asked again. */
    refresh: async () => {
      await queryClient.cancelQueries(list);
      await queryClient.invalidateQueries(list);
    },
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
export function merged(
  pages: { pages: readonly MessagePage[] } | undefined,
  arrivals: readonly ThreadMessage[] | undefined,
): ThreadMessage[] {
  const read = flattenPages([...(pages?.pages ?? [])].reverse());
  const arrived = new Map((arrivals ?? []).map((m) => [m.id, m]));
  if (arrived.size === 0) return read;
  const known = new Set(read.map((m) => m.id));
  const stored = read.map((m) => (m.pending && arrived.get(m.id)) || m);
  return [...stored, ...[...arrived.values()].filter((m) => !known.has(m.id))].sort(byTime);
}

/** Forgets a deleted thread: its list entry, then its messages (its pages and what arrived). */
export async function forgetThread(queryClient: QueryClient, uid: string, threadId: string): Promise<void> {
  await threadList(queryClient, uid).remove(threadId);
  queryClient.removeQueries({ queryKey: queryKeys.thread(uid, threadId) });
}

/** Reads a thread's pages again: what another tab stored meanwhile, should the live listener not have brought it. */
export function readThreadAgain(queryClient: QueryClient, uid: string, threadId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.threadMessages(uid, threadId) });
}

/** A thread's two cache entries: its pages as read (undefined until read), and what arrived since. */
function cachedThread(queryClient: QueryClient, uid: string, threadId: string) {
  return {
    pages: queryClient.getQueryData<MessagePages>(queryKeys.threadMessages(uid, threadId)),
    arrivals: queryClient.getQueryData<ThreadMessage[]>(queryKeys.threadArrivals(uid, threadId)),
  };
}

/** A thread's messages as the page shows them, oldest first; undefined until its pages are read. */
export function threadMessagesOf(queryClient: QueryClient, uid: string, threadId: string): ThreadMessage[] | undefined {
  const { pages, arrivals } = cachedThread(queryClient, uid, threadId);
  return pages && merged(pages, arrivals);
}

/** Whether a message of the thread has another after it on this page: an answer, or a later exchange. */
export function answeredAfter(queryClient: QueryClient, uid: string, threadId: string, messageId: string): boolean {
  return followedIn(threadMessagesOf(queryClient, uid, threadId) ?? [], messageId, { ifAbsent: false });
}

/** The ids of the messages of a thread this page knows: its pages and what arrived, read or not yet. */
export function knownMessageIds(queryClient: QueryClient, uid: string, threadId: string): Set<string> {
  const { pages, arrivals } = cachedThread(queryClient, uid, threadId);
  return new Set(merged(pages, arrivals).map((m) => m.id));
}
