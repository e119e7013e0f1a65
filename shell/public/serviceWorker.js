/* global self, caches, fetch, Response, URL */
/* Klob's service worker (spec 1 §2.9): keeps the shell (index.html and its scripts, styles and
 * images of this origin) and the public translations (/locale) so the page starts offline; the
 * other api calls (user data) and the remotes are never cached here. */
const CACHE = 'klob-shell-v1';
const SHELL_PAGE = '/';
const API_PREFIXES = ['/rest', '/v1', '/socket.io', '/identity', '/files', '/static', '/dev'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL_PAGE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))));
});

const isApi = (url) => API_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    // Network first: a fresh shell when online, the kept one when offline (every route is the same page).
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL_PAGE, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL_PAGE).then((cached) => cached || Response.error())),
    );
    return;
  }
  // Another page's HTML fetched by the app (a hovered link's read-ahead) is not kept: only the shell page is.
  if ((request.headers.get('accept') || '').includes('text/html')) return;
  // The shell's own files (and /remotes.json, /environment.json, /locale texts): network first, so nothing is ever stale
  // online; the kept copy when offline.
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request).then((cached) => cached || Response.error())),
  );
});
