import type { i18n as I18n } from 'i18next';
import { keepNextPageData } from '@klob/shared';
import { cookieOf, SIGNED_IN_COOKIE } from '@klob/shared/first-screen/contract';
import { bootDataOfHtml } from '../app/boot-data';

/**
 * Reads ahead what the page a link leads to starts from (issue 25): its server's answer holds the data and the texts its
 * first screen was rendered with. Kept for that page, its reads start ready and its texts are there when it opens, so
 * the click shows its content without waiting for the api. Not for someone signed in (their pages are not the server's)
 * nor across languages; a failure only means the page loads its data itself.
 */
export async function readAheadPage(pathname: string, i18n: I18n): Promise<void> {
  if (cookieOf(document.cookie, SIGNED_IN_COOKIE)) return;
  const response = await fetch(pathname, { headers: { accept: 'text/html' } });
  if (!response.ok) return;
  const boot = bootDataOfHtml(await response.text());
  if (!boot || boot.language !== i18n.language) return;
  keepNextPageData(pathname, boot.data);
  for (const [namespace, texts] of Object.entries(boot.texts)) {
    if (!i18n.hasResourceBundle(boot.language, namespace)) i18n.addResourceBundle(boot.language, namespace, texts);
  }
}
