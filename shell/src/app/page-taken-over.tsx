import { useEffect } from 'react';
import { APP_ROOT_ID } from '@klob/shared/first-screen/contract';
import { counterpartOf } from '../remotes/first-screen-elements';
import { takeShellClicks } from '../remotes/first-screen-clicks';
import { onceReactHas } from './once-react-has';

/**
 * Issue 25: a click on the shell's server markup before React had it was kept (first-screen-clicks.ts); now that
 * its page is React's, it is done again on the element React has there (the same node after a take-over, its
 * counterpart when the page was rendered afresh).
 */
function doClicksKeptForTakeOver(root: HTMLElement): void {
  for (const clicked of takeShellClicks(root))
    onceReactHas(
      () => counterpartOf(root, clicked),
      (element) => element?.click(),
    );
}

/**
 * Issue 25: placed last inside a page's Suspense boundary, its effect runs once React has taken the page over (the
 * boundary's code came and its markup is React's): the clicks kept on the server's markup until then are done.
 */
export function PageTakenOver() {
  useEffect(() => {
    firstPageTakenOver = true;
    const root = document.getElementById(APP_ROOT_ID);
    if (root) doClicksKeptForTakeOver(root);
  }, []);
  return null;
}

let firstPageTakenOver = false;

/** The first page is React's: what renders now is the browser's own, never a take-over of the server's markup. */
export const pageTakenOver = (): boolean => firstPageTakenOver;
