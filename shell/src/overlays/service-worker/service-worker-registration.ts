/** spec 1 §2.9: the service worker at /serviceWorker.js (it caches the shell for an offline start). */
export const SERVICE_WORKER_URL = '/serviceWorker.js';

/** Registers after the page has loaded, so it never competes with the first paint. Returns a no-op cleanup. */
export function registerServiceWorker(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => console.warn('[klob] service worker not registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
  return () => undefined;
}
