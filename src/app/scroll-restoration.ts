import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, kept for the tab's life (a reload finds them, as the browser would). */
const STORAGE_KEY = 'f8-scroll-positions';

/** Kept in the module, not the component: an error page that replaces the layout for a moment loses nothing. */
let positions: Record<string, number> | null = null;

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The element id a `#hash` names; a malformed escape is taken as written. */
function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
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
    const saved = (positions ??= readPositions());
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      saved[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
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
    const saved = (positions ??= readPositions())[location.key];
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(hashId(location.hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
