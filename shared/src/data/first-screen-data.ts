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

/** The first screen is left (the first navigation): later reads load afresh. */
export function forgetFirstScreenData(): void {
  pageData = new Map();
}

/** The browser's side: the data inlined in this page, kept until the first navigation. */
export const pageFirstScreenData: FirstScreenData = {
  take: (key) => (pageData.has(key) ? { data: pageData.get(key) } : undefined),
};
