import type { i18n as I18n } from 'i18next';
import { keepNextPageData } from '@klob/shared';
import { cookieOf, SIGNED_IN_COOKIE } from '@klob/shared/first-screen/contract';
import { bootDataOfHtml } from '../app/boot-data';
import { keepReadAheadSlots } from '../remotes/read-ahead-slots';

/** Whether pages are read ahead here: not for someone signed in (their pages are not the server's). */
export const readsAhead = (): boolean => !cookieOf(document.cookie, SIGNED_IN_COOKIE);

/**
 * Reads ahead what the page a link leads to starts from (issue 25): its server's answer holds the data and the texts its
 * first screen was rendered with, and that first screen. Kept for that page, its reads start ready and its texts are
 * there when it opens, and its slots show the server's markup until their units have mounted, so the click shows its
 * content without waiting for the remote's code or the api. Not across languages; only where `readsAhead` (the caller
 * asks it: `layout/link-preload.ts`); a failure only means the page loads its data itself.
 */
export async function readAheadPage(url: URL, i18n: I18n): Promise<void> {
  const response = await fetch(url.pathname + url.search, { headers: { accept: 'text/html' } });
  // Another page's answer (a guest sent to the sign-in page) is not this page's first screen.
  if (!response.ok || response.redirected) return;
  const html = await response.text();
  const boot = bootDataOfHtml(html);
  if (!boot || boot.language !== i18n.language) return;
  keepNextPageData(url.pathname, boot.data);
  keepReadAheadSlots(url, new DOMParser().parseFromString(html, 'text/html'));
  for (const [namespace, texts] of Object.entries(boot.texts)) {
    if (!i18n.hasResourceBundle(boot.language, namespace)) i18n.addResourceBundle(boot.language, namespace, texts);
  }
}
