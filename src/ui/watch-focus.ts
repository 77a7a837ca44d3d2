/**
 * Calls `read` now and each time the focus has moved within `scope`; returns the way to stop. A focusout is read once
 * the move is over: the focus may be on its way to another element, gone to the page, or kept while the window is away.
 */
export function watchFocus(scope: EventTarget, read: () => void): () => void {
  read();
  const later = () => queueMicrotask(read);
  scope.addEventListener('focusin', read);
  scope.addEventListener('focusout', later);
  return () => {
    scope.removeEventListener('focusin', read);
    scope.removeEventListener('focusout', later);
  };
}
