import { JOURNEY_PAGE, ROUTE_PAGES, routePageOf } from './route-pages';
import { AUTHENTICATED_ROUTES, PUBLIC_ROUTES } from './route-table';

const routes = [...PUBLIC_ROUTES, ...AUTHENTICATED_ROUTES];

test('every routed page is a route of the table, rendered by the route owner', () => {
  for (const [path, unit] of Object.entries(ROUTE_PAGES)) {
    const route = routes.find((entry) => entry.path === path);
    expect({ path, owner: route?.owner }).toEqual({ path, owner: unit.remote });
  }
});

test("every route mf-journey owns is rendered by its journey page; the shell's own routes by no remote unit", () => {
  const journeyRoutes = routes.filter((route) => route.owner === 'mf_journey');
  expect(journeyRoutes.map((route) => route.path)).toContain('/profile/:id');
  for (const route of journeyRoutes) expect(routePageOf(route)).toBe(JOURNEY_PAGE);
  for (const route of routes.filter((entry) => entry.owner === 'shell')) expect(routePageOf(route)).toBeUndefined();
});
