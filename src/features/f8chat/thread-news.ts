import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { forgetThread, threadList } from './thread-cache';

const CHANNEL = 'f8-chat-threads';
/** This tab, among the site's: a channel also delivers to the other channels of the tab that posts. */
const THIS_TAB = crypto.randomUUID();

/** What a tab tells the site's other tabs of a person's history: it wrote a thread's entry, or deleted a thread. */
interface ThreadNews {
  uid: string;
  deleted?: string;
}

/** Tells the site's other tabs that this tab changed `uid`'s history (nothing where BroadcastChannel is missing). */
export function tellOtherTabs(news: ThreadNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ ...news, from: THIS_TAB });
  channel.close();
}

/**
 * Hears the other tabs: the history list is read again once one has written a thread's entry, so its counts and new
 * threads show here too; a thread deleted there leaves this tab's list and cache, and `onDeleted` hears of it.
 */
export function useOtherTabsNews(uid: string | null, onDeleted: (threadId: string) => void): void {
  const queryClient = useQueryClient();
  const deleted = useEffectEvent(onDeleted);
  useEffect(() => {
    if (uid === null || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<ThreadNews & { from: string }>) => {
      if (data.uid !== uid || data.from === THIS_TAB) return;
      const list = threadList(queryClient, uid);
      const gone = data.deleted;
      if (gone === undefined) return void list.refresh();
      void list.remove(gone).then(() => {
        forgetThread(queryClient, uid, gone);
        deleted(gone);
      });
    };
    return () => channel.close();
  }, [uid, queryClient]);
}
