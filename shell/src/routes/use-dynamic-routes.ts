import { useEffect, useState } from 'react';
import type { KlobServices } from '@klob/shared';
import { useServices } from '@klob/shared';
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

/** The dynamic routes, or null while they load. */
export function useDynamicRoutes(): DynamicRouteSet | null {
  const services = useServices();
  const [routes, setRoutes] = useState<DynamicRouteSet | null>(null);
  useEffect(() => {
    let live = true;
    void loadDynamicRoutes(services).then((set) => live && setRoutes(set));
    return () => {
      live = false;
    };
  }, [services]);
  return routes;
}
