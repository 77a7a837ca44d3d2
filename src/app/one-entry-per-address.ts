import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The address the browser's history is at: ahead of the drawn one while a navigation's screen loads. */
const liveAddress = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * A click on a link to the address already being opened does nothing more, as a browser's second click on a page link
 * does not add an entry. Navigations run in a transition: the screen still drawn holds links whose router compares
 * them with the drawn address, so a double click pushed the address twice and Back seemed to do nothing.
 */
export function useOneEntryPerAddress(): void {
  const location = useLocation();
  const drawn = useRef<string | null>(null);
  useLayoutEffect(() => {
    drawn.current = liveAddress();
  }, [location]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || (link.target && link.target !== '_self'))
        return;
      const live = liveAddress();
      const page = link.pathname + link.search;
      // A jump within the page drawn (Skip to content) is the browser's own.
      if (link.hash && drawn.current?.startsWith(page + '#')) return;
      if (page + link.hash === live && live !== drawn.current) event.preventDefault();
    };
    // In the capture phase of the document, before React's listeners on its root, so the router's link sees it prevented.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
