import { createContext, useContext } from 'react';

/** The page's cookies: the browser's, or on the server the request's (issue 25: the first screen shows what this visitor will see). */
export const RequestCookiesContext = createContext<string | null>(null);

/** The cookie header of this page's request: `document.cookie` in the browser. */
export function useCookieHeader(): () => string {
  const fromRequest = useContext(RequestCookiesContext);
  return () => fromRequest ?? document.cookie;
}
