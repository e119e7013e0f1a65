import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top, as a page the browser loads does: a link or a redirect to another path scrolls to the
 * top before the page is painted. Back and forward are left to the browser's own restoration, an address with an
 * anchor to its page (`useAnchorScroll`), a change of the query alone (a tab, a filter) keeps the view, and the first
 * page never moves: the take-over keeps the view the visitor has.
 */
export function NewPageAtTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
