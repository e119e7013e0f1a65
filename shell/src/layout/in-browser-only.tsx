import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Parts that depend on what only the browser knows (stored choices, the session, the service worker): the server's
 * first screen leaves them out, and the browser adds them right after taking the page over (issue 25), so the
 * markup it takes over is the server's. (While hydrating, React reads the server's answer: false.)
 */
export function InBrowserOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useInBrowser() ? children : fallback;
}

/** False on the server and while the browser takes its markup over, true from then on. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
