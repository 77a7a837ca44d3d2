import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { SCROLL_DELAY_MS } from '../../domain/chat';

/** How close to the end counts as reading the newest message. */
const AT_END_PX = 48;

interface LogEnds {
  /** The keys of the log's first and last messages: a new last one is news, a new first one is an older page. */
  first: string | undefined;
  last: string | undefined;
  /** The last message is one this page shows before the store has it (the user's words, f8's apology): shown at once. */
  ownLast: boolean;
  /** f8's words as they come: followed as they grow. */
  answering: boolean;
  words: string | undefined;
}

/**
 * Keeps the conversation at its end while the reader is there (SPEC 2): the user's own words at once, what arrives
 * from f8 or another tab after SPEC 9's delay, and whatever grows below meanwhile (suggestions, f8's words drawn as
 * rich text). Only the reader scrolling up leaves the end; then news shows "New messages" (`unseen`) instead.
 */
export function useFollowEnd({ first, last, ownLast, answering, words }: LogEnds) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const lastTop = useRef(0);
  // A new message waits for the delay: what grows meanwhile does not scroll it in early.
  const delayed = useRef(false);
  const [unseen, setUnseen] = useState(false);
  const previous = useRef<{ first?: string | undefined; last?: string | undefined; height: number }>({ height: 0 });

  // An instant jump, not a smooth scroll: an animation's own scroll events would read as the reader leaving the end.
  const toEnd = useCallback(() => {
    const node = scroller.current;
    if (!node) return;
    node.scrollTop = node.scrollHeight;
    atEnd.current = true;
    setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const before = previous.current;
    previous.current = { first, last, height: node.scrollHeight };
    if (before.last === last && before.first !== first) {
      // Older messages came in above: keep the reader's place.
      node.scrollTop += node.scrollHeight - before.height;
      return;
    }
    if (before.last === last) return;
    if (before.last === undefined || ownLast) return toEnd();
    if (!atEnd.current) return setUnseen(true);
    // Asked again when the delay is over: a reader who scrolled up meanwhile is not pulled down.
    delayed.current = true;
    const timer = setTimeout(() => {
      delayed.current = false;
      if (atEnd.current) toEnd();
      else setUnseen(true);
    }, SCROLL_DELAY_MS);
    return () => {
      delayed.current = false;
      clearTimeout(timer);
    };
  }, [first, last, ownLast, toEnd]);

  useEffect(() => {
    if (answering && atEnd.current) toEnd();
  }, [answering, words, toEnd]);

  useEffect(() => {
    const node = content.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const view = scroller.current;
      if (view && atEnd.current && !delayed.current) view.scrollTop = view.scrollHeight;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const node = event.currentTarget;
    if (node.scrollHeight - node.scrollTop - node.clientHeight < AT_END_PX) {
      atEnd.current = true;
      setUnseen(false);
    } else if (node.scrollTop < lastTop.current) {
      atEnd.current = false;
    }
    lastTop.current = node.scrollTop;
  }, []);

  return { scroller, content, onScroll, unseen, toEnd };
}
