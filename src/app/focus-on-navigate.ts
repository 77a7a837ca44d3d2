import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusIsLost, focusOn } from '../ui/focus-lost';

/**
 * After a move to another page, the focus goes to the new page's heading (its main landmark while it has none) when
 * it was lost on the way: the link pressed was in the page that went (a post's title, a handle, a menu that closed),
 * or in the footer, which stays but sits below the new page, whose top is shown. A screen reader then reads where
 * the person now is, and Tab goes on from the top of the new content instead of from the document's start or the
 * footer's next link. A control above the content that the person still holds (the sidebar's and the header's links)
 * keeps the focus, and nothing moves on the page's first screen, nor for a change of query or hash alone.
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
    // A page still loading (a post on its way) has its heading a moment later: the focus goes on to it then, unless the
    // person has moved it meanwhile.
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
