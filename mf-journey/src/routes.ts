import { HOME_PAGE_PATHS, PRODUCT_SLUG } from '@klob/shared/constants';
import type { PublishedRoute } from '@klob/shared/routes';
import { JOURNEY_BASE, KALEIDOSKLOB, KLOB_AND_CO, KLOB_METER, ENSIKLOBEDIA } from './urls/journey-urls';

type JourneyRoute = PublishedRoute<'mf_journey'>;

/** Every page is rendered by the one routed unit, which picks it by pathname (routing/journey-routes.tsx). */
const route =
  (access: JourneyRoute['access'], sitemap = false) =>
  (path: string): JourneyRoute => ({
    path,
    access,
    unit: 'journey-page',
    ...(sitemap ? { sitemap } : {}),
  });
const listed = route('public', true);
const visitor = route('public');
const signedIn = route('authenticated-only');

/**
 * The routes mf-journey answers (spec 1 §2.1, §2.3; spec 3 "Company detail page"), published in its build as
 * klob-routes.json: the shell routes exactly these to this remote, its server answers them 200.
 * routing/journey-routes.test.ts holds this list and the pages to each other.
 */
export const JOURNEY_PUBLISHED_ROUTES: readonly JourneyRoute[] = [
  ...[JOURNEY_BASE, ...[KLOB_METER, KLOB_AND_CO, ENSIKLOBEDIA, KALEIDOSKLOB].map((section) => `${JOURNEY_BASE}/${section}`)].map(listed),
  ...[`${JOURNEY_BASE}/${KLOB_METER}/:label`, `${JOURNEY_BASE}/${KALEIDOSKLOB}/:id`, '/detail-ensiklobedia/:goalID'].map(visitor),
  ...['/job', '/job/:corporateName/:corporateId/:positionName/:jobvacancyId', `/vacancy/${PRODUCT_SLUG}/:titleSlug/:id`].map(visitor),
  ...['/company', '/company/:corporateName/:corporateId', '/companies/:dynamicParameter'].map(visitor),
  ...['/profile/:id', '/profile/:id/log-jv', '/profile/:id/account-setting'].map(visitor),
  ...HOME_PAGE_PATHS.map(signedIn),
  ...['/resume/builder', '/cv-templates', '/cv-templates/detail/:templateId', '/cv-templates/detail/:templateId/edit'].map(signedIn),
  ...['/cv-templates/detail/:templateId/edit/:stepKey/:formId', '/cv-select-template', '/cv-preview', '/cv-preview/:token'].map(signedIn),
  ...['/validasi-lamaran-pekerjaan/:corporateName/:corporateId/:jobName/:jobId', '/profile-completeness'].map(signedIn),
];
