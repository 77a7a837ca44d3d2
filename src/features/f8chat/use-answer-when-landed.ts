import { useEffect, useRef } from 'react';
import { unansweredMessage, type ChatLogEntry } from '../../application/chat-log';

/**
 * A message that was waiting when the page opened (written before a reload or in a closed tab, and kept by Firestore's
 * cache) is answered by f8 once it lands, as its send would have been; one of this page's own sends (while `busy`) is
 * answered by that send.
 */
export function useAnswerWhenLanded(entries: readonly ChatLogEntry[], busy: boolean, ask: (message: ChatLogEntry) => void): void {
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
