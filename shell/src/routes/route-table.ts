import { HOME_LANDING_PATH, HOME_PAGE_PATHS, PRODUCT_SLUG } from '@klob/shared/constants';
import type { RemoteName } from '@klob/shared';

/** spec 1 §2.1-§2.3: who may open a route. */
export type RouteAccess = 'public' | 'guest-only' | 'authenticated-only';

/** Who renders the page: the shell, or a remote (whose unit may not exist yet: the pending page stands in). */
export type RouteOwner = 'shell' | RemoteName;

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  owner: RouteOwner;
  /** spec 1 §1 (S1-1-15): the page shell runs in recruiter mode on this page and shows the recruiter header. */
  recruiterPage?: boolean;
}

const P = PRODUCT_SLUG;

/** spec 1 §2.6: the one page of the reduced route set. */
export const REDUCED_ROUTE_SET_PAGE = '/prohirelps2024';
/**
 * The business pages, for employers and organisations (the company products, the organisation targets of
 * the registration choice, executive search and placement): recruiter mode, the recruiter header (S1-1-15).
 */
const RECRUITER_PAGE_PATHS = [
  '/klobforbusiness',
  '/klobporate',
  '/klobporate-terms',
  '/klobsociety',
  '/public-content-corporate',
  '/executive-search',
  '/global-talent-placement',
];
const entry =
  (access: RouteAccess, owner: RouteOwner) =>
  (path: string): RouteEntry => ({ path, access, owner, recruiterPage: RECRUITER_PAGE_PATHS.includes(path) });
const publicShell = entry('public', 'shell');
const publicJourney = entry('public', 'mf_journey');
const publicSearch = entry('public', 'mf_search');
const publicCompany = entry('public', 'mf_company_landing');
const privateJourney = entry('authenticated-only', 'mf_journey');
const privateForms = entry('authenticated-only', 'mf_forms');
const privateCompany = entry('authenticated-only', 'mf_company_landing');

/**
 * Every path of spec 1 §2.1-§2.3 with its access class and owner. Paths the
 * shell renders itself (landing, sign-in pages) are listed in `router.tsx`;
 * /UI-CISE2021 and the campaign pages of §2.5 come from mf-company-landing's
 * own route list at run time.
 */
export const PUBLIC_ROUTES: RouteEntry[] = [
  // §2.1, the shell's own information pages
  ...['/shifting-page', '/faq', '/contactus', '/about-us', '/terms', '/klobporate-terms', '/klobforbusiness'].map(publicShell),
  ...['/gsi', '/chevron', '/unsubscribe', '/salary-statistics', '/income-tax-calculator', '/public-content-corporate'].map(publicShell),
  ...['/sitemap-prod', '/global-talent-placement', '/emailverification', '/invitationlink/:id'].map(publicShell),
  // The targets of the registration choice dialog (spec 1 §2.7)
  ...['/klobporate', '/klobsociety'].map(publicShell),
  // spec 2 §2: the header's other links (S2-2-24)
  ...['/executive-search'].map(publicShell),
  // §2.1, logged-out journey
  ...[`/${P}-journey`, `/${P}-journey/${P}-meter`, `/${P}-journey/${P}-and-co`, `/${P}-journey/kaleidosklob`].map(publicJourney),
  ...[`/${P}-journey/ensiklobedia`, `/${P}-journey/${P}-meter/:label`, `/${P}-journey/kaleidosklob/:id`].map(publicJourney),
  ...['/job', '/job/:corporateName/:corporateId/:positionName/:jobvacancyId'].map(publicJourney),
  ...['/profile/:id', '/profile/:id/log-jv', '/profile/:id/account-setting'].map(publicJourney),
  // §2.1, search and companies
  ...['/search', '/jobs', '/jobs/:dynamicParameter', '/companies'].map(publicSearch),
  // spec 3 "Company detail page": the company pages are mf-journey's (the list stays mf-search's).
  ...['/companies/:dynamicParameter', '/company', '/company/:corporateName/:corporateId'].map(publicJourney),
  // §2.1: anonymous vacancies.
  ...[`/vacancy/${P}/:titleSlug/:id`].map(publicJourney),
  // §2.6: the page of the reduced route set; the mode that serves that set alone is not named by the spec (shell/README.md).
  ...[REDUCED_ROUTE_SET_PAGE].map(publicCompany),
];

/** §2.1's /test-{product}-ui: the internal UI gallery, a development tool (shell/README.md "Choices"). */
export const UI_GALLERY_PATH = `/test-${P}-ui`;
/**
 * Routes of development builds only: production builds neither route nor bundle them (router.tsx,
 * shell-pages.tsx), and the production server answers them 404.
 */
export const DEVELOPMENT_ROUTES: RouteEntry[] = [UI_GALLERY_PATH].map(publicShell);

export const AUTHENTICATED_ROUTES: RouteEntry[] = [
  // §2.3: the pages under /home (mf-journey's); /home itself is a redirect (STATIC_REDIRECTS), any other /home path not found.
  ...HOME_PAGE_PATHS.map(privateJourney),
  ...['/resume/builder', '/cv-templates', '/cv-templates/detail/:templateId', '/cv-templates/detail/:templateId/edit'].map(privateJourney),
  ...['/cv-templates/detail/:templateId/edit/:stepKey/:formId', '/cv-select-template', '/cv-preview', '/cv-preview/:token'].map(
    privateJourney,
  ),
  ...['/validasi-lamaran-pekerjaan/:corporateName/:corporateId/:jobName/:jobId', '/profile-completeness'].map(privateJourney),
  // /form/{pegadaianFormId} exists only per form event: see dynamic-routes.ts (§2.6).
  ...['/survey/demosurveinenilai', '/direct-report/:reportRefCode'].map(privateForms),
  // /scan-event opens an event's pages (mf-company-landing's).
  ...['/scan-event'].map(privateCompany),
];

/** §2.2: the guest-only paths the shell renders itself. */
export const GUEST_ONLY_PATHS = ['/', '/login', '/login-test', '/daftar', '/verification', '/forgotpassword', '/linkedin', '/sso'] as const;

/** Whether a path is a page in recruiter mode (exact paths: none of them has a parameter). */
export const isRecruiterPage = (pathname: string) => PUBLIC_ROUTES.some((route) => route.recruiterPage && route.path === pathname);

/**
 * §2.4 redirects with a fixed target: /klobber goes to /, and one old account-officer job URL goes to its
 * external-hiring version. The spec names neither of the latter: ours is Bank Jatim's account-officer
 * opening under its old recruitment page, now hired through its own campaign page (shell/README.md).
 * /home, where signed-in users are sent (§2.2, DECISIONS 1), is the kloboard (§2.7's default target).
 * `/{hash}` (a short job link) is resolved by the not-found fallback through the api (`job-short-link.tsx`).
 */
export const STATIC_REDIRECTS = [
  { from: '/klobber', to: '/' },
  { from: '/home', to: HOME_LANDING_PATH },
  { from: '/rekrutmen-bankjatim/account-officer', to: '/AO-BankJatim' },
] as const;
export const PROFILE_REDIRECT_PATHS = ['/profile', '/profile-revamp'] as const;
/** §2.3: an authenticated visitor of /detail-ensiklobedia/{goalID} goes here. */
export const ensiklobediaDetailPath = (goalId: string) => `/home/ensiklobedia/detail-page/${encodeURIComponent(goalId)}`;
