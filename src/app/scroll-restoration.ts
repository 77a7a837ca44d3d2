import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { decodeUriOrKeep } from '../domain/uri';

/** Where each history entry was scrolled to, kept for the tab's life (a reload finds them, as the browser would). */
const STORAGE_KEY = 'f8-scroll-positions';

/** Kept in the module, not the component: an error page that replaces the layout for a moment loses nothing. */
let positions: Record<string, number> = {};
/** Whether the positions of the tab's earlier pages (before a reload, or another site) have been read in yet. */
let stored = false;

/**
 * Every position known: this page's, and those it kept in sessionStorage before, read on first need only. The first
 * storage access of a page waits on the browser process, which is busy while the page loads (about 50 ms measured
 * there, 200 under Lighthouse's 4x CPU slowdown): a fresh visit that never goes back never pays it.
 */
function allPositions(): Record<string, number> {
  if (stored) return positions;
  stored = true;
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object') positions = { ...(saved as Record<string, number>), ...positions };
  } catch {
    // Unreadable: restoring after a reload is a nicety.
  }
  return positions;
}

/** Whether the page's first screen has been placed yet. */
let placedFirst = false;

/** Forgets the module's positions (tests: each starts as a fresh page would). */
export function resetScrollPositions(): void {
  positions = {};
  stored = false;
  placedFirst = false;
}

/** The element id a `#hash` names; a malformed escape is taken as written. */
function hashId(hash: string): string {
  return decodeUriOrKeep(hash.slice(1));
}

/**
 * Scroll restoration for a client-side router: back and forward return each history entry to where it was
 * scrolled, a new page starts at its top (or at the element its #hash names). The browser's own restoration is
 * turned off because it runs before the next screen is drawn; this runs as that screen commits.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(allPositions()));
      } catch {
        // Storage full or refused: restoring after a reload is a nicety.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    // A page opens on a POP. Only a history entry the app made (a reload, back from another site: it keeps its key in
    // the entry's state) can have been scrolled before; a fresh visit's first screen has nothing to restore.
    const restore = navigationType === NavigationType.Pop && (placedFirst || window.history.state !== null);
    placedFirst = true;
    const saved = restore ? allPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(hashId(location.hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
