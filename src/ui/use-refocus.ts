import { useCallback, useEffect, useRef } from 'react';
import { focusIsLost, focusOn } from './focus-lost';

/**
 * For a control that leaves the page while its action runs (a 'Try again' that gives way to the loading state): call
 * the returned `arm` as it is pressed. Once the control has gone, and the focus with it, the focus goes to what
 * `target` finds, as soon as it finds something (the posts that loaded, or the next 'Try again' if it failed again);
 * until then, and while the control stays, nothing moves. Where the person has put the focus meanwhile, it stays.
 * `options` are the focus's (preventScroll, where the target's scroller keeps its own position).
 */
export function useRefocus(target: () => HTMLElement | null | undefined, options?: FocusOptions): () => void {
  const pressed = useRef<Element | null>(null);
  useEffect(() => {
    const control = pressed.current;
    if (!control) return;
    if (control.isConnected && document.activeElement === control) return;
    if (!focusIsLost()) {
      pressed.current = null;
      return;
    }
    const element = target();
    if (!element) return;
    pressed.current = null;
    focusOn(element, options);
  });
  return useCallback(() => {
    pressed.current = document.activeElement;
  }, []);
}
