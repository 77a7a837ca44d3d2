/** True when focus is on the page or on something unusable (gone, hidden, disabled), so moving it takes nothing from the person. */
export function focusIsLost(): boolean {
  const at = document.activeElement;
  if (at === null || at === document.body || !at.isConnected) return true;
  // The browser moves the focus off a control it stops rendering only at its next frame.
  if (typeof at.checkVisibility === 'function' && !at.checkVisibility()) return true;
  return (at as Partial<HTMLButtonElement>).disabled === true || at.closest('dialog:not([open])') !== null;
}

/** Focuses `element`; a non-control gets tabindex -1 only until blur, or a later click on its text would focus it. */
export function focusOn(element: HTMLElement, options?: FocusOptions): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.tabIndex = -1;
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus(options);
}
