import type { UnitRef } from '@klob/shared';

/**
 * Which remote unit renders a route of the route table (keyed by the route's path pattern,
 * exactly as `route-table.ts` lists it). A route without an entry shows the pending page.
 * The unit's remote must be the route's owner (route-pages.test.ts).
 */
export const ROUTE_PAGES: Readonly<Record<string, UnitRef>> = {
  '/survey/demosurveinenilai': { remote: 'mf_forms', unit: 'survey-page' },
  '/prohirelps2024': { remote: 'mf_company_landing', unit: 'campaign-page' },
  '/scan-event': { remote: 'mf_company_landing', unit: 'scan-event' },
};

/** The unit that renders `path`, if its owner has built one. */
export const routePageOf = (path: string): UnitRef | undefined => ROUTE_PAGES[path];
