import { ROUTE_PAGES } from './route-pages';
import { AUTHENTICATED_ROUTES, PUBLIC_ROUTES } from './route-table';

const routes = [...PUBLIC_ROUTES, ...AUTHENTICATED_ROUTES];

test('every routed page is a route of the table, rendered by the route owner', () => {
  for (const [path, unit] of Object.entries(ROUTE_PAGES)) {
    const route = routes.find((entry) => entry.path === path);
    expect({ path, owner: route?.owner }).toEqual({ path, owner: unit.remote });
  }
});
