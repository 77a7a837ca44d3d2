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
  // A new message waits for the delay: what grows meanwhile does not scroll it in early. Only the next new message
  // (or leaving the page) ends the wait, not an older page arriving meanwhile.
  const delayed = useRef(false);
  const delay = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [unseen, setUnseen] = useState(false);
  const previous = useRef<{ first?: string | undefined; last?: string | undefined; height: number }>({ height: 0 });

  /** Jumps to the end: instant, not smooth, as an animation's own scroll events would read as the reader scrolling up. */
  const jump = useCallback((node: HTMLElement) => {
    node.scrollTop = node.scrollHeight;
    lastTop.current = node.scrollTop;
  }, []);
  const toEnd = useCallback(() => {
    const node = scroller.current;
    if (!node) return;
    jump(node);
    atEnd.current = true;
    setUnseen(false);
  }, [jump]);

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
    clearTimeout(delay.current);
    delayed.current = false;
    if (before.last === undefined || ownLast) return toEnd();
    if (!atEnd.current) return setUnseen(true);
    // Asked again when the delay is over: a reader who scrolled up meanwhile is not pulled down.
    delayed.current = true;
    delay.current = setTimeout(() => {
      delayed.current = false;
      if (atEnd.current) toEnd();
      else setUnseen(true);
    }, SCROLL_DELAY_MS);
  }, [first, last, ownLast, toEnd]);

  useEffect(() => () => clearTimeout(delay.current), []);

  useEffect(() => {
    if (answering && atEnd.current) toEnd();
  }, [answering, words, toEnd]);

  // The content growing or the view shrinking (a taller message box, a phone's keyboard): the height an older page is
  // measured against is kept up to date, and the end stays in view.
  useEffect(() => {
    const [view, node] = [scroller.current, content.current];
    if (!view || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      previous.current.height = view.scrollHeight;
      if (atEnd.current && !delayed.current) jump(view);
    });
    observer.observe(node);
    observer.observe(view);
    return () => observer.disconnect();
  }, [jump]);

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
