import { useDeferredValue, type ReactNode } from 'react';

/**
 * Parts that depend on what only the browser knows (stored choices, the session, the service worker): the server's
 * first screen leaves them out, and the browser adds them right after taking the page over (issue 25), so the
 * markup it takes over is the server's (while hydrating, the deferred value gives its first answer: false).
 */
export function InBrowserOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useInBrowser() ? children : fallback;
}

/**
 * False on the server and while the browser takes its markup over, true from then on. Issue 25: the render that adds
 * the browser's parts is a deferred one (a transition, done in slices), not a synchronous one after the take-over.
 */
export function useInBrowser(): boolean {
  return useDeferredValue(true, false);
}
