import { useEffect, useState, type RefObject } from 'react';

/** Whether the keyboard's focus is on something after `list` in the page: the footer, reached by Control+End or Tab. */
export function focusIsAfter(list: HTMLElement | null): boolean {
  const focused = document.activeElement;
  if (!list || !focused || list.contains(focused) || !focused.matches(':focus-visible')) return false;
  return !!(list.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** `focusIsAfter`, as state: a render follows each time the focus crosses the end of the list. */
export function useFocusAfter(listRef: RefObject<HTMLElement | null>): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    // Whatever holds the focus once it has moved: a focusout can leave it where it was (the browser window lost it).
    const update = () => setAfter(focusIsAfter(listRef.current));
    update();
    const onFocusOut = () => queueMicrotask(update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [listRef]);
  return after;
}
