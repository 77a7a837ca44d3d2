import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusIsLost, focusOn } from '../ui/focus-lost';

/**
 * After a move to another page, a focus lost on the way (or left in the footer, below the new page's top) goes to its
 * heading, so a screen reader says where the person is and Tab goes on from there. A control still held keeps it.
 */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!focusIsLost() && !document.activeElement?.closest('footer')) return;
    const main = document.getElementById('main');
    if (!main) return;
    // Scroll restoration has placed the page: the focus must not move it.
    const heading = main.querySelector('h1');
    if (heading) return focusOn(heading, { preventScroll: true });
    focusOn(main, { preventScroll: true });
    // A page still loading has its heading a moment later: the focus follows then, unless the person has moved it.
    const observer = new MutationObserver(() => {
      const arrived = main.querySelector('h1');
      if (!arrived) return;
      observer.disconnect();
      if (document.activeElement === main) focusOn(arrived, { preventScroll: true });
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
