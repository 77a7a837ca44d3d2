import { useEffect, useEffectEvent, type RefObject } from 'react';

/** What Tab can reach. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]';

export interface DrawerParts {
  /** The drawer itself: Tab and Shift+Tab go round inside it while it is open. */
  drawer: RefObject<HTMLElement | null>;
  /** What takes the focus as it opens (its close button). */
  first: RefObject<HTMLElement | null>;
  /** What opened it: the focus goes back there as it closes. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * A slide-in drawer's keyboard and focus, while `open` (the page behind it is then inert): the focus moves into it,
 * Tab and Shift+Tab stay inside it, Escape closes it, and so does the window growing out of `narrow` (a media query),
 * where the drawer is a plain column again and nothing may stay inert. As it closes, the focus goes back to its opener
 * when it was inside the drawer, or nowhere; a choice made in the drawer may move it on from there.
 */
export function useDrawer(open: boolean, close: () => void, parts: DrawerParts, narrow: string): void {
  const onClose = useEffectEvent(close);
  const { drawer, first, opener } = parts;
  useEffect(() => {
    if (!open) return;
    const box = drawer.current;
    const back = opener.current;
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !box) return;
      const reachable = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
      );
      const [head, tail] = [reachable[0], reachable.at(-1)];
      if (!head || !tail) return;
      const at = document.activeElement;
      const inside = at instanceof Node && box.contains(at);
      if (event.shiftKey && (at === head || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (at === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    };
    const media = window.matchMedia(narrow);
    const onMedia = () => {
      if (!media.matches) onClose();
    };
    window.addEventListener('keydown', onKey);
    media.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onMedia);
      // Effects clean up after the commit: what was inert behind the drawer no longer is, so the opener can take it.
      const at = document.activeElement;
      if (!at || at === document.body || box?.contains(at)) back?.focus();
    };
  }, [open, drawer, first, opener, narrow]);
}
