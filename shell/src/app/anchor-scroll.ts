import { useEffect } from 'react';
import { pageTakenOver } from './page-taken-over';

/** The address's anchor when the server's HTML held its element: the browser scrolled to it as the document loaded. */
let anchorOfServerHtml: string | null = null;

const anchorOf = (hash: string) => decodeURIComponent(hash.slice(1));

/** Before the take-over: notes the anchor the browser has scrolled to in the server's HTML, if it has. */
export function noteAnchorOfServerHtml(page: Document = document): void {
  const anchor = anchorOf(page.location.hash);
  anchorOfServerHtml = anchor && page.getElementById(anchor) ? anchor : null;
}

/**
 * Scrolls to the address's anchor (`hash`) once the page is `ready`, and again when the anchor or what the page shows
 * under it (`shown`, a tab) changes. Not on the document's first page for the anchor the browser scrolled to in the
 * server's HTML: the take-over would move a view the visitor may have scrolled since (and a press meant for where they
 * are would land elsewhere).
 */
export function useAnchorScroll(ready: boolean, hash: string, shown?: string): void {
  useEffect(() => {
    const anchor = anchorOf(hash);
    if (!ready || !anchor) return;
    if (!pageTakenOver() && anchor === anchorOfServerHtml) return;
    document.getElementById(anchor)?.scrollIntoView();
  }, [ready, hash, shown]);
}
