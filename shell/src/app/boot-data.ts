import { BOOT_DATA_ELEMENT_ID, type BootData } from '@klob/shared/first-screen/contract';

/** The start-up data the server inlined into the page (issue 25), or null on a page served without it. */
export function readBootData(document: Document = window.document): BootData | null {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as BootData;
    return typeof data === 'object' && data !== null ? data : null;
  } catch (error) {
    console.error('[klob] the start-up data inlined in the page could not be read; the shell reads it afresh', error);
    return null;
  }
}
