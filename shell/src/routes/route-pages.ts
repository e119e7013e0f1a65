import type { UnitRef } from '@klob/shared';
import type { RouteEntry } from './route-table';

/** mf-journey's one routed unit picks its page by pathname (mf-journey/src/routing/journey-routes.tsx). */
export const JOURNEY_PAGE: UnitRef = { remote: 'mf_journey', unit: 'journey-page' };

/**
 * Which remote unit renders a route of the route table (keyed by the route's path pattern,
 * exactly as `route-table.ts` lists it), for remotes with a unit per page. Every route that
 * mf-journey owns is rendered by JOURNEY_PAGE. A route without a unit shows the pending page.
 * The unit's remote must be the route's owner (route-pages.test.ts).
 */
export const ROUTE_PAGES: Readonly<Record<string, UnitRef>> = {
  '/survey/demosurveinenilai': { remote: 'mf_forms', unit: 'survey-page' },
  '/search': { remote: 'mf_search', unit: 'search-page' },
  '/jobs': { remote: 'mf_search', unit: 'jobs-page' },
  '/jobs/:dynamicParameter': { remote: 'mf_search', unit: 'jobs-page' },
  '/companies': { remote: 'mf_search', unit: 'companies-page' },
  '/prohirelps2024': { remote: 'mf_company_landing', unit: 'campaign-page' },
  '/scan-event': { remote: 'mf_company_landing', unit: 'scan-event' },
  '/direct-report/:reportRefCode': { remote: 'mf_forms', unit: 'direct-report-page' },
};

/** The unit that renders a route, if its owner has built one. */
export const routePageOf = ({ path, owner }: Pick<RouteEntry, 'path' | 'owner'>): UnitRef | undefined =>
  ROUTE_PAGES[path] ?? (owner === 'mf_journey' ? JOURNEY_PAGE : undefined);
