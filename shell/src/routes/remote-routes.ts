import { useCallback, useEffect, useState } from 'react';
import { matchRoutes } from 'react-router-dom';
import { RUNTIME_FILE_TIMEOUT_MS } from '@klob/shared';
import type { UnitRef } from '@klob/shared';
import { REMOTE_NAMES, type RemoteName } from '@klob/shared/units';
import { checkComposedRoutes, composedRouteList, type PublishedRoute } from '@klob/shared/routes';

/** The remotes' published routes as the shell's server composes them (docs/ARCHITECTURE.md "Routes"). */
export const REMOTE_ROUTES_URL = '/routes.json';

export interface RemoteRoutes {
  /** Every route a remote publishes, with that remote. */
  list: readonly { remote: RemoteName; route: PublishedRoute }[];
  /** Remotes whose list could not be read or was refused: a path none of the others claims may be theirs. */
  unavailable: readonly RemoteName[];
}

const isRemoteName = (value: unknown): value is RemoteName => (REMOTE_NAMES as readonly unknown[]).includes(value);

/** Reads and checks /routes.json: a remote whose list fails the check is left out (logged) and counted unavailable. */
export async function fetchRemoteRoutes(url = REMOTE_ROUTES_URL): Promise<RemoteRoutes> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(RUNTIME_FILE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemoteRoutes(await response.json());
}

/** Checks what /routes.json answers (fetched, or inlined in the page by the server): a remote whose list fails is left out. */
export function parseRemoteRoutes(answer: unknown): RemoteRoutes {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as { routes?: unknown; unavailable?: unknown };
  const { routes, problems } = checkComposedRoutes(body.routes);
  for (const problem of problems) console.error(`[klob] a remote's published routes were refused: ${problem}`);
  const refused = REMOTE_NAMES.filter((remote) => routes[remote] === undefined && body.routes && remote in (body.routes as object));
  const unavailable = Array.isArray(body.unavailable) ? body.unavailable.filter(isRemoteName) : [];
  return { list: composedRouteList(routes), unavailable: [...new Set([...unavailable, ...refused])] };
}

let known: RemoteRoutes | null = null;
let loading: Promise<RemoteRoutes> | null = null;

/** Read once per page load (started at start-up, bootstrap.tsx); a failed read is tried again by the next caller. */
export function loadRemoteRoutes(): Promise<RemoteRoutes> {
  loading ??= fetchRemoteRoutes().then(
    (routes) => (known = routes),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Forgets the routes read (the next reader reads /routes.json again), or sets them: a component test gives
 * its page the routes its remotes would publish.
 */
export function resetRemoteRoutes(routes: RemoteRoutes | null = null): void {
  known = routes;
  loading = routes ? Promise.resolve(routes) : null;
}

export type RemoteRoutesState = { retry: () => void } & (
  { status: 'loading' } | { status: 'ready'; data: RemoteRoutes } | { status: 'failed' }
);

/** The remotes' routes for a render; `retry` reads them again (after a remote that was down is back). */
export function useRemoteRoutes(): RemoteRoutesState {
  const [settled, setSettled] = useState<RemoteRoutes | 'failed' | null>(() => known);
  const retry = useCallback(() => {
    resetRemoteRoutes();
    setSettled(null);
  }, []);
  useEffect(() => {
    if (settled !== null) return;
    let live = true;
    loadRemoteRoutes().then(
      (data) => live && setSettled(data),
      (error: unknown) => {
        console.error('[klob] the remotes published routes could not be read', error);
        if (live) setSettled('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [settled]);
  if (settled === null) return { status: 'loading', retry };
  return settled === 'failed' ? { status: 'failed', retry } : { status: 'ready', data: settled, retry };
}

export interface RemoteRouteMatch {
  route: PublishedRoute;
  /** The unit that renders it (checked to be one of that remote's units when the list was read). */
  unit: UnitRef;
  params: Record<string, string>;
}

/** The matches made in each list of routes, by path: the router's matching ranks every route afresh on each call. */
const matchesOf = new WeakMap<RemoteRoutes, Map<string, RemoteRouteMatch | null>>();

/**
 * The published route that answers `pathname`, ranked as the router ranks (a literal segment before a parameter).
 * Issue 25: a page's render asks it several times (the route, the header's unit, the link read ahead), each a few
 * milliseconds on a phone; a path's match is made once per list.
 */
export function matchRemoteRoute(pathname: string, routes: RemoteRoutes): RemoteRouteMatch | null {
  let matches = matchesOf.get(routes);
  if (!matches) matchesOf.set(routes, (matches = new Map()));
  if (!matches.has(pathname)) matches.set(pathname, matchAmong(pathname, routes));
  return matches.get(pathname) ?? null;
}

function matchAmong(pathname: string, routes: RemoteRoutes): RemoteRouteMatch | null {
  const candidates = routes.list.map(({ route }, index) => ({ path: route.path, id: String(index), caseSensitive: true }));
  const [match] = matchRoutes(candidates, pathname) ?? [];
  if (!match) return null;
  const { remote, route } = routes.list[Number(match.route.id)]!;
  const params = Object.fromEntries(Object.entries(match.params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { route, unit: { remote, unit: route.unit } as UnitRef, params };
}
