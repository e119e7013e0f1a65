import { BOOT_DATA_ELEMENT_ID, type BootData } from '@klob/shared/first-screen/contract';

/** The start-up data's element in a page's HTML; its JSON holds no '<' (`inlineJson`). */
const BOOT_DATA_IN_HTML = new RegExp(`<script\\b[^>]*\\bid="${BOOT_DATA_ELEMENT_ID}"[^>]*>([^<]*)</script>`);

function parsedBootData(json: string): BootData | null {
  try {
    const data = JSON.parse(json) as BootData;
    return typeof data === 'object' && data !== null ? data : null;
  } catch (error) {
    console.error('[klob] the start-up data inlined in the page could not be read; the shell reads it afresh', error);
    return null;
  }
}

/** The start-up data the server inlined into the page (issue 25), or null on a page served without it. */
export function readBootData(document: Document = window.document): BootData | null {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  return element?.textContent ? parsedBootData(element.textContent) : null;
}

/** The start-up data of another page's HTML, as its server answers it; null without it. */
export function bootDataOfHtml(html: string): BootData | null {
  const json = BOOT_DATA_IN_HTML.exec(html)?.[1];
  return json ? parsedBootData(json) : null;
}
