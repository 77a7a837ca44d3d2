import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { focusIsLost, focusOn } from '../ui/focus-lost';

/** The link last focused on each history entry (by its key): Back returns the focus to the link that was followed. */
const followed = new Map<string, string>();

/**
 * After a move to another page, a focus lost on the way (or left in the footer, below the new page's top) goes to its
 * heading, so a screen reader says where the person is and Tab goes on from there; back on an earlier page, to the
 * link that left it, if it is drawn. A control still held keeps it.
 */
export function useFocusOnNavigate(): void {
  const { pathname, key } = useLocation();
  const how = useNavigationType();
  const shown = useRef(pathname);
  const entry = useRef(key);
  useLayoutEffect(() => {
    entry.current = key;
  }, [key]);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const link = event.target instanceof Element ? event.target.closest('#main a[href]') : null;
      if (link) followed.set(entry.current, link.getAttribute('href') ?? '');
      else followed.delete(entry.current);
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    // The page itself holds the focus only as this placeholder of a page that was still loading.
    const held = document.activeElement;
    if (!focusIsLost() && held !== main && !held?.closest('footer')) return;
    const href = how === NavigationType.Pop ? followed.get(key) : undefined;
    const link = () =>
      href ? ([...main.querySelectorAll<HTMLElement>('a[href]')].find((a) => a.getAttribute('href') === href) ?? null) : null;
    // Scroll restoration has placed the page: the focus must not move it.
    const found = link();
    const first = found ?? main.querySelector<HTMLElement>('h1') ?? main;
    focusOn(first, { preventScroll: true });
    if (found) return;
    // A page still loading has its link or heading a moment later: the focus follows then, unless the person has moved it.
    const observer = new MutationObserver(() => {
      if (document.activeElement !== first) return observer.disconnect();
      const better = link() ?? (first === main ? main.querySelector<HTMLElement>('h1') : null);
      if (!better) return;
      observer.disconnect();
      focusOn(better, { preventScroll: true });
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, key, how]);
}
