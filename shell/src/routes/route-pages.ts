import type { UnitRef } from '@klob/shared';

/** mf-journey's one routed unit: it picks the page by pathname (mf-journey/src/routing/journey-routes.tsx). */
const JOURNEY_PAGE: UnitRef = { remote: 'mf_journey', unit: 'journey-page' };

/**
 * Which remote unit renders a route of the route table (keyed by the route's path pattern,
 * exactly as `route-table.ts` lists it). A route without an entry shows the pending page.
 * The unit's remote must be the route's owner (route-pages.test.ts).
 */
export const ROUTE_PAGES: Readonly<Record<string, UnitRef>> = {
  ...Object.fromEntries(
    [
      '/klob-journey',
      '/klob-journey/klob-meter',
      '/klob-journey/klob-and-co',
      '/klob-journey/kaleidosklob',
      '/klob-journey/ensiklobedia',
      '/klob-journey/klob-meter/:label',
      '/klob-journey/kaleidosklob/:id',
      '/job',
      '/job/:corporateName/:corporateId/:positionName/:jobvacancyId',
      '/vacancy/klob/:titleSlug/:id',
      '/companies/:dynamicParameter',
      '/company',
      '/company/:corporateName/:corporateId',
      '/home/*',
      '/validasi-lamaran-pekerjaan/:corporateName/:corporateId/:jobName/:jobId',
      '/profile/:id/account-setting',
      '/profile/:id/log-jv',
      '/profile/:id',
      '/profile-completeness',
      '/resume/builder',
      '/cv-templates',
      '/cv-templates/detail/:templateId',
      '/cv-templates/detail/:templateId/edit',
      '/cv-templates/detail/:templateId/edit/:stepKey/:formId',
      '/cv-select-template',
      '/cv-preview',
    ].map((path) => [path, JOURNEY_PAGE]),
  ),
  '/survey/demosurveinenilai': { remote: 'mf_forms', unit: 'survey-page' },
  '/search': { remote: 'mf_search', unit: 'search-page' },
  '/jobs': { remote: 'mf_search', unit: 'jobs-page' },
  '/jobs/:dynamicParameter': { remote: 'mf_search', unit: 'jobs-page' },
  '/companies': { remote: 'mf_search', unit: 'companies-page' },
  '/prohirelps2024': { remote: 'mf_company_landing', unit: 'campaign-page' },
  '/scan-event': { remote: 'mf_company_landing', unit: 'scan-event' },
};

/** The unit that renders `path`, if its owner has built one. */
export const routePageOf = (path: string): UnitRef | undefined => ROUTE_PAGES[path];
