import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { tabbable } from 'tabbable';

/** The element Tab would reach first after the list (`after`), or Shift+Tab first before it. */
function tabbableBeside(list: HTMLElement, side: 'before' | 'after'): HTMLElement | SVGElement | undefined {
  const reachable = tabbable(document.body).filter((element) => !list.contains(element));
  if (side === 'after') return reachable.find((element) => list.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  return reachable.findLast((element) => list.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
}

/**
 * The WAI-ARIA feed pattern's keys: Page Down/Up between articles, Control+End/Home out; `reveal` renders a left-out one
 * first. Enter on an article itself opens it, as a click on the row does (SPEC 2).
 */
export function useFeedKeys(listRef: RefObject<HTMLElement | null>, count: number, reveal: (index: number) => void): void {
  // Read by the listener: what was rendered last, so a key pressed right after a change (a search) sees it.
  const current = useRef({ count, reveal });
  useLayoutEffect(() => {
    current.current = { count, reveal };
  });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return;
      const article = event.target instanceof Element ? event.target.closest('article') : null;
      if (!article || article.parentElement !== list) return;
      if (event.key === 'Enter' && event.target === article && !event.ctrlKey) {
        event.preventDefault();
        article.querySelector<HTMLElement>('.talk-title a')?.click();
        return;
      }
      if (event.ctrlKey) {
        const side = event.key === 'End' ? 'after' : event.key === 'Home' ? 'before' : null;
        const target = side && tabbableBeside(list, side);
        if (!target) return;
        event.preventDefault();
        target.focus();
        return;
      }
      const step = event.key === 'PageDown' ? 1 : event.key === 'PageUp' ? -1 : 0;
      const index = Number(article.getAttribute('aria-posinset')) - 1 + step;
      if (step === 0 || index < 0 || index >= current.current.count) return;
      const selector = `:scope > article[aria-posinset="${index + 1}"]`;
      if (!list.querySelector(selector)) current.current.reveal(index);
      const next = list.querySelector<HTMLElement>(selector);
      // Not drawn yet (a short list still growing a screenful per task): the key scrolls the page as usual.
      if (!next) return;
      event.preventDefault();
      // The whole article in view where it fits, below anything sticky at the top (the page's scroll-padding).
      next.focus({ preventScroll: true });
      next.scrollIntoView({ block: 'nearest' });
    };
    list.addEventListener('keydown', onKeyDown);
    return () => list.removeEventListener('keydown', onKeyDown);
  }, [listRef]);
}
