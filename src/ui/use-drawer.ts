import { useEffect, useEffectEvent, type RefObject } from 'react';
import { tabbables } from './tabbable';

export interface DrawerParts {
  /** The drawer itself: Tab and Shift+Tab go round inside it while it is open. */
  drawer: RefObject<HTMLElement | null>;
  /** What takes the focus as it opens (its close button). */
  first: RefObject<HTMLElement | null>;
  /** What opened it: the focus goes back there as it closes. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * Makes the whole page but `box` inert (each sibling of the box and of each of its ancestors), so neither the keyboard
 * nor a screen reader's cursor can reach what sits behind a drawer: the screen, and the skip link and footer around it
 * too. Left as they are: the scrim (`data-drawer-scrim`), which closes the drawer on a tap and so must keep its pointer
 * events, and dialogs, which are hidden until shown and then make the rest of the page inert themselves (an inert
 * attribute on a dialog itself would leave its buttons dead). Returns the undo, which frees only what this made inert.
 */
function inertOutside(box: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = box; node.parentElement && node !== document.body; node = node.parentElement)
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling instanceof HTMLDialogElement || sibling.hasAttribute('data-drawer-scrim')) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  return () => {
    for (const element of made) element.inert = false;
  };
}

/**
 * A slide-in drawer's keyboard and focus, while `open` (the rest of the page is then inert): the focus moves into it,
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
    const undoInert = box ? inertOutside(box) : () => undefined;
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !box) return;
      const reachable = tabbables(box);
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
      // Effects clean up after the commit: once what was inert behind the drawer no longer is, the opener can take it.
      undoInert();
      const at = document.activeElement;
      if (!at || at === document.body || box?.contains(at)) back?.focus();
    };
  }, [open, drawer, first, opener, narrow]);
}
