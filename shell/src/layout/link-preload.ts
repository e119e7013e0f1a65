import { useContext, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { ServicesContext } from '@klob/shared';
import { loadUnitModule } from '../remotes/federation';
import { remoteStateOf } from '../remotes/remote-state-store';
import { loadRemoteRoutes, matchRemoteRoute } from '../routes/remote-routes';
import { headerUnitOn } from './header-search-slot';
import { readAheadPage } from './read-ahead';

/**
 * What a visitor does just before following a link: the mouse over it, the keyboard on it, a finger down; and the click
 * itself, for a link followed without any of these (issue 25: the next page's code and data then load side by side
 * instead of one after the other, once the route has rendered).
 */
const INTENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;
/** Heard while the event goes down to the link, before the router's own click handler starts the route change. */
const LISTENING = { capture: true, passive: true } as const;

const asked = new Set<string>();

/** The same-site page a link leads to, unless it is the page already shown. */
function pathOfLink(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.pathname;
}

/**
 * Loads what the page a link leads to needs before the visitor follows it: the shell's chunk for remote pages, the
 * remote's unit (its entry and module) that route publishes with what the unit preloads for that page, the unit the
 * header shows there, and, given the shell's i18n, the data and texts the page starts from (issue 25: the next page
 * then shows at once).
 * Once per path; a failure is left to the page, whose slot tries again and shows its fallback.
 */
export async function preloadPageOf(pathname: string, i18n?: I18n): Promise<void> {
  if (asked.has(pathname)) return;
  asked.add(pathname);
  try {
    const routes = await loadRemoteRoutes();
    const match = matchRemoteRoute(pathname, routes);
    if (!match || remoteStateOf(match.unit.remote).disabled) return;
    const headerUnit = headerUnitOn(pathname, routes);
    await Promise.all([
      import('../routes/remote-or-dynamic-page'),
      loadUnitModule(match.unit).then((unit) => unit.preload?.(pathname)),
      headerUnit && loadUnitModule(headerUnit),
      i18n ? readAheadPage(pathname, i18n) : undefined,
    ]);
  } catch {
    // Nothing is lost: following the link loads the page as it would have without this.
  }
}

/** Preloads the page of any link the visitor is about to follow, with what it starts from (`read-ahead.ts`). */
export function useLinkPreload(): void {
  const i18n = useContext(ServicesContext)?.i18n;
  useEffect(() => {
    const onIntent = (event: Event) => {
      const pathname = pathOfLink(event.target);
      if (pathname) void preloadPageOf(pathname, i18n);
    };
    for (const type of INTENTS) document.addEventListener(type, onIntent, LISTENING);
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent, LISTENING);
    };
  }, [i18n]);
}
