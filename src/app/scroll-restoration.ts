import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { decodeUriOrKeep } from '../domain/uri';
import { readStored, writeStored } from '../ui/web-storage';

/** Where each history entry was scrolled to, kept for the tab's life (a reload finds them, as the browser would). */
const STORAGE_KEY = 'f8-scroll-positions';

/** Kept in the module, not the component: an error page that replaces the layout for a moment loses nothing. */
let positions: Record<string, number> = {};
/** Whether the positions of the tab's earlier pages (before a reload, or another site) have been read in yet. */
let stored = false;

/** Every position known; storage is read on first need, as a page's first access waits on the browser while it loads. */
function allPositions(): Record<string, number> {
  if (stored) return positions;
  stored = true;
  try {
    const saved: unknown = JSON.parse(readStored('session', STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object') positions = { ...(saved as Record<string, number>), ...positions };
  } catch {
    // Not JSON (another version's, or edited): restoring after a reload is a nicety.
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

/** React Router names every entry it did not make 'default': keyed by address too, or a typed page takes another's position. */
const entryKey = ({ key, pathname, search }: Location): string => (key === 'default' ? `default ${pathname}${search}` : key);

/** Whether this document was opened afresh, not by a reload or back/forward: only those return to where the page was. */
function openedAfresh(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type !== 'reload' && entry?.type !== 'back_forward';
}

/** The element id a `#hash` names; a malformed escape is taken as written. */
function hashId(hash: string): string {
  return decodeUriOrKeep(hash.slice(1));
}

/** Scroll restoration for the router: the browser's own runs before the next screen is drawn, this as it commits. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);
  const currentKey = useRef(key);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions[currentKey.current] = window.scrollY;
    };
    // Where storage is full or refused, restoring after a reload is a nicety gone.
    const onPageHide = () => writeStored('session', STORAGE_KEY, JSON.stringify(allPositions()));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    // A page opens on a POP: its first screen returns to a position only when the browser reloaded it or came back to
    // it; opened afresh, it starts at its top, and what an earlier document of the tab kept for its entry is replaced.
    const fresh = !placedFirst && openedAfresh();
    const restore = navigationType === NavigationType.Pop && !fresh;
    const newDocument = restore && !placedFirst;
    placedFirst = true;
    const saved = restore ? allPositions()[key] : undefined;
    // A document loaded again (a reload, or back from another site) has only its first answers (a feed, its first
    // page): a place below them is no place the reader was, so it starts at its top, and is kept there.
    const beyond = saved !== undefined && newDocument && saved > document.documentElement.scrollHeight - window.innerHeight;
    if (beyond) positions[key] = 0;
    if (saved !== undefined && !beyond) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(hashId(location.hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    if (fresh) positions[key] = window.scrollY;
  }, [key, location.hash, navigationType]);
}
