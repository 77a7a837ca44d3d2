/**
 * Whether the keyboard focus has nowhere useful to be: on the page itself, or still on something that cannot be used
 * (a disabled control, one gone from the page, hidden (in a menu that closed) or in a dialog that closed). Code that
 * moves the focus after an answer checks this first, so it never takes the focus from where the person has put it
 * meanwhile.
 */
export function focusIsLost(): boolean {
  const at = document.activeElement;
  if (at === null || at === document.body || !at.isConnected) return true;
  // The browser moves the focus off a control it stops rendering only at its next frame.
  if (typeof at.checkVisibility === 'function' && !at.checkVisibility()) return true;
  return (at as Partial<HTMLButtonElement>).disabled === true || at.closest('dialog:not([open])') !== null;
}

/**
 * Focuses `element` where the person reads on from it. A heading or landmark that is not a control is made focusable
 * by script (tabindex -1, so Tab never stops on it) for this once: left so, a click on its text would take the focus
 * to it, where the focus would otherwise fall to the page.
 */
export function focusOn(element: HTMLElement, options?: FocusOptions): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.tabIndex = -1;
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus(options);
}
