import { useMemo } from 'react';
import type { KlobServices } from '@klob/shared';
import { useServerData, useServices } from '@klob/shared';
import { fetchDynamicRoutes, type DynamicRouteSet } from '@klob/shared/routes';

/** Read once per page load (spec 1 §2.6: registered at start-up) and shared by every render. */
const loaded = new WeakMap<KlobServices, Promise<DynamicRouteSet>>();

export function loadDynamicRoutes(services: KlobServices): Promise<DynamicRouteSet> {
  let routes = loaded.get(services);
  if (!routes) {
    routes = fetchDynamicRoutes(services.http.service);
    loaded.set(services, routes);
  }
  return routes;
}

/** The route set as JSON holds it: the server renders a page from it and inlines it for the browser (issue 25). */
type DynamicRouteLists = { [K in keyof DynamicRouteSet]: string[] };

const listsOf = (routes: DynamicRouteSet): DynamicRouteLists =>
  Object.fromEntries(Object.entries(routes).map(([name, values]) => [name, [...values]])) as DynamicRouteLists;
const setOf = (lists: DynamicRouteLists): DynamicRouteSet =>
  Object.fromEntries(Object.entries(lists).map(([name, values]) => [name, new Set(values)])) as unknown as DynamicRouteSet;

/** The dynamic routes, or null while they load. */
export function useDynamicRoutes(): DynamicRouteSet | null {
  const services = useServices();
  const lists = useServerData({ key: 'dynamic-routes', load: () => loadDynamicRoutes(services).then(listsOf) });
  const ready = lists.status === 'ready' ? lists.data : null;
  return useMemo(() => (ready ? setOf(ready) : null), [ready]);
}
