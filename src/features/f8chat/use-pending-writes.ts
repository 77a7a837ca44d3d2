import { useEffect, useRef } from 'react';
import { unansweredMessage, type ChatLogEntry } from '../../application/chat-log';

/**
 * Messages still on their way to the store. While there are any, or other writes (`saving`: f8's answer, a thread's
 * count), leaving the page asks first. One that was waiting when the page opened (written before a reload or in a
 * closed tab, and kept by Firestore's cache) is answered by f8 once it lands, as its send would have been; one of this
 * page's own sends is answered by that send.
 */
export function usePendingWrites(
  entries: readonly ChatLogEntry[],
  { busy, saving }: { busy: boolean; saving: boolean },
  ask: (message: ChatLogEntry) => void,
): void {
  const unsaved = saving || entries.some((e) => e.pending || e.local?.status === 'sending');
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const waiting = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of entries) {
      if (entry.pending) waiting.current.add(entry.key);
      else if (busy) waiting.current.delete(entry.key);
    }
    const landed = busy ? undefined : unansweredMessage(entries);
    if (landed && waiting.current.delete(landed.key)) ask(landed);
  }, [entries, busy, ask]);
}
