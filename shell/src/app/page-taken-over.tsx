import { useEffect } from 'react';
import { doClicksKeptForTakeOver } from './input-during-take-over';

/**
 * Issue 25: placed last inside a page's Suspense boundary, its effect runs once React has taken the page over (the
 * boundary's code came and its markup is React's): the clicks kept on the server's markup until then are done.
 */
export function PageTakenOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) doClicksKeptForTakeOver(root);
  }, []);
  return null;
}
