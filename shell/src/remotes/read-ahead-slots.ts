import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';

/** How long a followed link's page waits for its read-ahead before it goes on with its unit alone. */
export const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Issue 25: a page read ahead (`layout/read-ahead.ts`): its slots' server markup and the styles that markup needs, for
 * the query it was read with. A link followed before its unit has loaded shows that markup, as a first load shows the
 * server's, until the unit has mounted over it (`remote-unit.tsx`).
 */
interface PageReadAhead {
  query: string;
  markup: Map<string, string>;
  styles: HTMLStyleElement[];
}

const pages = new Map<string, PageReadAhead>();
const coming = new Map<string, Promise<void>>();

const queryKeyOf = (query: Readonly<Record<string, string>> | string) => new URLSearchParams(query).toString();

/** The server markup of each slot under `root`, by unit id. */
export function slotMarkupOf(root: ParentNode): Map<string, string> {
  const markup = new Map<string, string>();
  for (const slot of root.querySelectorAll<HTMLElement>(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`)) {
    const id = slot.getAttribute(FIRST_SCREEN_SLOT_ATTRIBUTE);
    if (id) markup.set(id, slot.innerHTML);
  }
  return markup;
}

/** Keeps the slots of the page at `url` (its path and query) from the server's answer for it, parsed. */
export function keepReadAheadSlots(url: URL, page: Document): void {
  const markup = slotMarkupOf(page.body);
  if (markup.size === 0) return;
  const styles = [...page.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
  pages.set(url.pathname, { query: queryKeyOf(url.search), markup, styles });
}

/** The read-ahead markup of a slot of the page at `pathname` with `query`; none for another query. */
export function readAheadMarkupOf(id: string, pathname: string, query: Readonly<Record<string, string>>): string | undefined {
  const page = pages.get(pathname);
  return page && page.query === queryKeyOf(query) ? page.markup.get(id) : undefined;
}

/**
 * The slot is on the page with its read-ahead markup: the styles that markup was rendered with join the page (emotion's
 * own in the browser are the unit's, once it renders), and a later visit to the page gets no markup (it may be stale).
 */
export function handedOutReadAhead(id: string, pathname: string): void {
  const page = pages.get(pathname);
  if (!page?.markup.delete(id)) return;
  const present = new Set(
    [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => style.dataset.emotion),
  );
  for (const style of page.styles.splice(0)) {
    if (!present.has(style.dataset.emotion)) document.head.append(document.importNode(style, true));
  }
}

/**
 * A link's page is being read ahead (`layout/link-preload.ts`): what its slot waits for settles once `arrived` has (the
 * read-ahead is in hand or failed), or FIRST_SCREEN_WAIT_MS have passed, whichever comes first.
 */
export function noteFirstScreenComing(pathname: string, arrived: Promise<unknown>): void {
  const limit = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  const settled = Promise.race([arrived.then(noop, noop), limit]).finally(() => coming.delete(pathname));
  coming.set(pathname, settled);
}

/** What the page at `pathname` waits for before its unit's slot renders, while its read-ahead is on its way. */
export const firstScreenComing = (pathname: string): Promise<void> | undefined => coming.get(pathname);

const noop = () => undefined;
