import { useEffect, useState, type RefObject } from 'react';

/** Whether the focus is on something after `list` in the page: the footer, reached by Control+End or Tab. */
export function focusIsAfter(list: HTMLElement | null): boolean {
  const focused = document.activeElement;
  if (!list || !focused || list.contains(focused)) return false;
  return !!(list.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** `focusIsAfter`, as state: a render follows each time the focus crosses the end of the list. */
export function useFocusAfter(listRef: RefObject<HTMLElement | null>): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const update = () => setAfter(focusIsAfter(listRef.current));
    // A focusout is read once the move is over: the focus may be on its way to another element (its focusin follows),
    // gone to the page (a click on no control), or kept while the window is in the background.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(update);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, [listRef]);
  return after;
}
