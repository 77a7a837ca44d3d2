import { useCallback, useEffect, useRef } from 'react';
import { focusIsLost, focusOn } from './focus-lost';

/**
 * For a control that leaves the page while its action runs: call the returned `arm` as it is pressed. Once the control
 * and its focus are gone, focus goes to `target()` as soon as it finds something, unless the person moved it meanwhile.
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
