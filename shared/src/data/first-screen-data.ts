import { createContext } from 'react';

/**
 * The data a page's first HTML was rendered from (issue 25). A read of one of its keys starts ready, so the
 * app takes over the server's markup without a second round trip and without a jump.
 */
export interface FirstScreenData {
  /**
   * What the first screen was rendered with for `key`. On the server, a key it does not have yet is noted with
   * its loader for the next render pass.
   */
  take(key: string, load: (signal: AbortSignal) => Promise<unknown>): { data: unknown } | undefined;
}

/** The server's render passes provide one; in the browser the page's data (below) is used. */
export const FirstScreenDataContext = createContext<FirstScreenData | null>(null);

let pageData: ReadonlyMap<string, unknown> = new Map();

/** The shell hands over the data inlined in the page's HTML once, before its first render. */
export function seedFirstScreenData(data: Readonly<Record<string, unknown>>): void {
  pageData = new Map(Object.entries(data));
}

/** How long data read ahead for a page stays good to show when that page is opened. */
export const NEXT_PAGE_DATA_MS = 60_000;
const nextPages = new Map<string, { data: ReadonlyMap<string, unknown>; readAt: number }>();
/** The page the last navigation opened; none before the first. */
let openedPage: string | undefined;

/**
 * Data the shell read ahead for a page the visitor is about to open (issue 25: a hovered link; the server's first-screen
 * data of that page). Opened within NEXT_PAGE_DATA_MS, that page's reads of these keys start ready. Read ahead for the
 * page just opened (a link followed before its read-ahead came), its reads from now on start ready.
 */
export function keepNextPageData(pathname: string, data: Readonly<Record<string, unknown>>): void {
  const entries = new Map(Object.entries(data));
  if (pathname === openedPage) pageData = entries;
  else nextPages.set(pathname, { data: entries, readAt: Date.now() });
}

/**
 * A navigation leaves the first screen: later reads load afresh, but for what was read ahead for the page opened
 * (`pathname`), while it is fresh.
 */
export function forgetFirstScreenData(pathname?: string): void {
  const next = pathname === undefined ? undefined : nextPages.get(pathname);
  openedPage = pathname;
  nextPages.clear();
  pageData = next && Date.now() - next.readAt < NEXT_PAGE_DATA_MS ? next.data : new Map();
}

/** The browser's side: the data inlined in this page, kept until the first navigation. */
export const pageFirstScreenData: FirstScreenData = {
  take: (key) => (pageData.has(key) ? { data: pageData.get(key) } : undefined),
};
