import { useEffect, useState, type RefObject } from 'react';
import { watchFocus } from '../../ui/watch-focus';

/** Whether the keyboard's focus is on something after `list` in the page: the footer, reached by Control+End or Tab. */
export function focusIsAfter(list: HTMLElement | null): boolean {
  const focused = document.activeElement;
  if (!list || !focused || list.contains(focused) || !focused.matches(':focus-visible')) return false;
  return !!(list.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** `focusIsAfter`, as state: a render follows each time the focus crosses the end of the list. */
export function useFocusAfter(listRef: RefObject<HTMLElement | null>): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => watchFocus(document, () => setAfter(focusIsAfter(listRef.current))), [listRef]);
  return after;
}
