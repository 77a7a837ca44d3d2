import { useEffect, useEffectEvent } from 'react';

const CHANNEL = 'f8-chat-threads';
/** This tab, among the site's: a channel also delivers to the other channels of the tab that posts. */
const THIS_TAB = crypto.randomUUID();

/** What a tab tells the site's other tabs of a person's history: it wrote a thread's entry, or deleted a thread. */
interface ThreadNews {
  uid: string;
  deleted?: string;
}

/** News as another tab sent it, or null for anything else (this tab's own, another site version's, a malformed one). */
function newsOf(data: unknown): ThreadNews | null {
  if (typeof data !== 'object' || data === null) return null;
  const { v, from, uid, deleted } = data as Record<string, unknown>;
  if (v !== 1 || from === THIS_TAB || typeof uid !== 'string') return null;
  if (deleted !== undefined && typeof deleted !== 'string') return null;
  return deleted === undefined ? { uid } : { uid, deleted };
}

/** Tells the site's other tabs that this tab changed `uid`'s history (nothing where BroadcastChannel is missing). */
export function tellOtherTabs(news: ThreadNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ v: 1, from: THIS_TAB, ...news });
  channel.close();
}

/** What a tab does with the news of `uid`'s history from another: read the list again, or let a deleted thread go. */
export interface NewsHandlers {
  changed: () => void;
  deleted: (threadId: string) => void;
}

/** Hears the other tabs' news of `uid`'s history while the chat is shown. */
export function useOtherTabsNews(uid: string | null, handlers: NewsHandlers): void {
  const heard = useEffectEvent((news: ThreadNews) => (news.deleted === undefined ? handlers.changed() : handlers.deleted(news.deleted)));
  useEffect(() => {
    if (uid === null || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      const news = newsOf(data);
      if (news?.uid === uid) heard(news);
    };
    return () => channel.close();
  }, [uid]);
}
