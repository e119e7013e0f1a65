import type { i18n as I18n } from 'i18next';
import { loadUnitModule } from '../remotes/federation';
import { remoteStateOf } from '../remotes/remote-state-store';
import { loadRemoteRoutes, matchRemoteRoute } from '../routes/remote-routes';
import { firstScreenComing, noteFirstScreenComing } from '../remotes/read-ahead-slots';
import { headerUnitOn } from './header-search-slot';
import { readAheadPage, readsAhead } from './read-ahead';

/**
 * What a visitor does just before following a link: the mouse over it, the keyboard on it, a finger down; and the click
 * itself, for a link followed without any of these (issue 25: the next page's code and data then load side by side
 * instead of one after the other, once the route has rendered).
 */
const INTENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;
/** Heard while the event goes down to the link, before the router's own click handler starts the route change. */
const LISTENING = { capture: true, passive: true } as const;

const asked = new Set<string>();

/** The same-site page a link leads to (its path and query), unless it is the page already shown. */
function pathOfLink(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.pathname + url.search;
}

/**
 * Loads what the page a link leads to needs before the visitor follows it: the shell's chunk for remote pages, the
 * remote's unit (its entry and module) that route publishes with what the unit preloads for that page, the unit the
 * header shows there, and, given the shell's i18n, the server's first screen of the page with the data and texts it
 * starts from (issue 25: the next page then shows at once); that first screen comes first, the remote's code after it.
 * A page followed before that first screen is in hand waits for it, briefly (`noteFirstScreenComing`): it brings the
 * page's content and data at once, where the unit alone would still have to render and then ask the api.
 * Once per path and query; a failure is left to the page, whose slot tries again and shows its fallback.
 */
export function preloadPageOf(path: string, i18n?: I18n): Promise<void> {
  if (asked.has(path)) return Promise.resolve();
  asked.add(path);
  const url = new URL(path, window.location.origin);
  // The i18n the page is read ahead with: none, no read-ahead.
  const readAheadWith = i18n && readsAhead() ? i18n : undefined;
  let arrived: () => void = () => undefined;
  if (readAheadWith) noteFirstScreenComing(url.pathname, new Promise<void>((resolve) => (arrived = resolve)));
  return preloadPage(url, readAheadWith, arrived).finally(arrived);
}

async function preloadPage(url: URL, i18n: I18n | undefined, arrived: () => void): Promise<void> {
  try {
    const routes = await loadRemoteRoutes();
    const match = matchRemoteRoute(url.pathname, routes);
    if (!match || remoteStateOf(match.unit.remote).disabled) return;
    const headerUnit = headerUnitOn(url.pathname, routes);
    // A read-ahead that failed only means the page loads its data itself.
    const readAhead = i18n
      ? readAheadPage(url, i18n)
          .finally(arrived)
          .catch(() => undefined)
      : undefined;
    const routeChunk = import('../routes/remote-or-dynamic-page');
    // A page whose first screen is on its way gets its remote's code once that is in hand (or its wait is over): the
    // runtime's work for a remote not loaded yet (its manifest, entry and chunks, 100-200 ms of tasks with a phone's
    // CPU) had held up the showing of the server's markup, which is the content the click waits for.
    if (readAhead) await firstScreenComing(url.pathname);
    await Promise.all([
      readAhead,
      routeChunk,
      loadUnitModule(match.unit).then((unit) => unit.preload?.(url.pathname)),
      headerUnit && loadUnitModule(headerUnit),
    ]);
  } catch {
    // Nothing is lost: following the link loads the page as it would have without this.
  }
}

/**
 * Preloads the page of any link the visitor is about to follow, with what it starts from (`read-ahead.ts`), from the
 * shell's start (bootstrap.tsx): a link followed as soon as it is on screen, before the app's first effects, counts too.
 * Returns what stops listening.
 */
export function listenForLinkIntents(i18n?: I18n): () => void {
  const onIntent = (event: Event) => {
    const path = pathOfLink(event.target);
    if (path) void preloadPageOf(path, i18n);
  };
  for (const type of INTENTS) document.addEventListener(type, onIntent, LISTENING);
  return () => {
    for (const type of INTENTS) document.removeEventListener(type, onIntent, LISTENING);
  };
}
