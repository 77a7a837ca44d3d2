import { useEffect, useEffectEvent, type RefObject } from 'react';
import { tabbable } from 'tabbable';

export interface DrawerParts {
  /** The drawer itself: Tab and Shift+Tab go round inside it while it is open. */
  drawer: RefObject<HTMLElement | null>;
  /** What takes the focus as it opens (its close button). */
  first: RefObject<HTMLElement | null>;
  /** What opened it: the focus goes back there as it closes. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * Makes everything but `box` inert (the siblings of it and of each ancestor); returns an undo that frees only those.
 * Skips the scrim, which must still take the closing tap, and dialogs, whose buttons an inert attribute would kill.
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

/** A drawer's focus while `open`: moves in, Tab is trapped, Escape or leaving `narrow` closes, then back to the opener. */
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
      const reachable = tabbable(box);
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
