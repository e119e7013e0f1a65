import type { UnitRef } from '@klob/shared';

/**
 * Which remote unit renders a route of the route table (keyed by the route's path pattern,
 * exactly as `route-table.ts` lists it). A route without an entry shows the pending page.
 * The unit's remote must be the route's owner (route-pages.test.ts).
 */
export const ROUTE_PAGES: Readonly<Record<string, UnitRef>> = {
  '/survey/demosurveinenilai': { remote: 'mf_forms', unit: 'survey-page' },
  '/search': { remote: 'mf_search', unit: 'search-page' },
  '/jobs': { remote: 'mf_search', unit: 'jobs-page' },
  '/jobs/:dynamicParameter': { remote: 'mf_search', unit: 'jobs-page' },
  '/companies': { remote: 'mf_search', unit: 'companies-page' },
};

/** The unit that renders `path`, if its owner has built one. */
export const routePageOf = (path: string): UnitRef | undefined => ROUTE_PAGES[path];
