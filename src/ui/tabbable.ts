/** What Tab can reach, by its markup alone. */
const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), textarea:not(:disabled), select:not(:disabled), [tabindex]';

/** Whether `element` is drawn: checkVisibility is newer than some Safaris still in use (17.4), which count its boxes. */
function isDrawn(element: HTMLElement): boolean {
  if ('checkVisibility' in Element.prototype) return element.checkVisibility({ visibilityProperty: true });
  return element.getClientRects().length > 0;
}

/** The elements inside `root` that Tab reaches, in document order: focusable, tabindex >= 0, drawn and not inert. */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isDrawn(element),
  );
}
