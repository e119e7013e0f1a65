import { PRODUCT_SLUG } from '@klob/shared/constants';
import { jobDetailPage } from '../job/detail-preload';
import { APPLIED_JOBS_PATH, ENSIKLOBEDIA, HOME_BASE, JOURNEY_BASE, KALEIDOSKLOB, KLOB_AND_CO, KLOB_METER } from '../urls/journey-urls';
import { matchPath } from './match-path';
import { preloadablePage, type PreloadablePage } from './preloadable-page';

const sections = () => import(/* webpackChunkName: "journey-sections" */ '../sections');
type Sections = Awaited<ReturnType<typeof sections>>;
const sectionPage = (name: keyof Sections) => preloadablePage(() => sections().then((module) => module[name]));

const KlobMeterPage = sectionPage('KlobMeterPage');
const KlobMeterDetailPage = sectionPage('KlobMeterDetailPage');
const KlobAndCoPage = sectionPage('KlobAndCoPage');
const KaleidosklobPage = sectionPage('KaleidosklobPage');
const KaleidosklobDetailPage = sectionPage('KaleidosklobDetailPage');
const EnsiklobediaPage = sectionPage('EnsiklobediaPage');
const EnsiklobediaDetailPage = sectionPage('EnsiklobediaDetailPage');
const CompanyDetailPage = preloadablePage(() =>
  import(/* webpackChunkName: "company-detail" */ '../company/company-detail-page').then((module) => module.default),
);
const ApplicationPage = preloadablePage(() =>
  import(/* webpackChunkName: "job-application" */ '../application/application-page').then((module) => module.default),
);
const AppliedJobsPage = preloadablePage(() =>
  import(/* webpackChunkName: "applied-jobs" */ '../application/applied-jobs-page').then((module) => module.AppliedJobsPage),
);

const home = () => import(/* webpackChunkName: "journey-home" */ '../home');
type Home = Awaited<ReturnType<typeof home>>;
const homePage = (name: keyof Home) => preloadablePage(() => home().then((module) => module[name]));
const KloboardPage = homePage('KloboardPage');

const profile = () => import(/* webpackChunkName: "journey-profile" */ '../profile');
type Profile = Awaited<ReturnType<typeof profile>>;
const profilePage = (name: keyof Profile) => preloadablePage(() => profile().then((module) => module[name]));

const cv = () => import(/* webpackChunkName: "journey-cv" */ '../cv');
type Cv = Awaited<ReturnType<typeof cv>>;
const cvPage = (name: keyof Cv) => preloadablePage(() => cv().then((module) => module[name]));

export interface JourneyRoute {
  /** Path patterns ('/a/:id'), matched against the whole pathname. */
  patterns: readonly string[];
  /** The page, in its own chunk: rendered at once when its code is loaded. */
  page: PreloadablePage;
}

const bothBases = (rest: string) => [`${JOURNEY_BASE}${rest}`, `${HOME_BASE}${rest}`];
const JOB_SHAPE = '/job/:corporateName/:corporateId/:positionName/:jobvacancyId';

/**
 * The pages of mf-journey's units by pathname (spec 1 §2.1, §2.3; spec 3 "Company detail page").
 * The signed-in home (issue 14) adds its /home pages here: one entry each.
 */
export const JOURNEY_ROUTES: readonly JourneyRoute[] = [
  { patterns: [JOURNEY_BASE, ...bothBases(`/${KLOB_METER}`)], page: KlobMeterPage },
  { patterns: bothBases(`/${KLOB_METER}/:label`), page: KlobMeterDetailPage },
  { patterns: bothBases(`/${KLOB_AND_CO}`), page: KlobAndCoPage },
  { patterns: bothBases(`/${KALEIDOSKLOB}`), page: KaleidosklobPage },
  { patterns: bothBases(`/${KALEIDOSKLOB}/:id`), page: KaleidosklobDetailPage },
  { patterns: bothBases(`/${ENSIKLOBEDIA}`), page: EnsiklobediaPage },
  { patterns: [`${HOME_BASE}/${ENSIKLOBEDIA}/detail-page/:id`, '/detail-ensiklobedia/:goalID'], page: EnsiklobediaDetailPage },
  {
    patterns: [
      '/job',
      JOB_SHAPE,
      `${HOME_BASE}/${KLOB_AND_CO}/job`,
      `${HOME_BASE}/${KLOB_AND_CO}${JOB_SHAPE}`,
      `/vacancy/${PRODUCT_SLUG}/:titleSlug/:id`,
    ],
    page: jobDetailPage,
  },
  {
    patterns: [
      '/company',
      '/company/:corporateName/:corporateId',
      '/companies/:dynamicParameter',
      `${HOME_BASE}/${KLOB_AND_CO}/company`,
      `${HOME_BASE}/${KLOB_AND_CO}/company/:corporateName/:corporateId`,
    ],
    page: CompanyDetailPage,
  },
  { patterns: ['/validasi-lamaran-pekerjaan/:corporateName/:corporateId/:jobName/:jobId'], page: ApplicationPage },
  { patterns: [APPLIED_JOBS_PATH], page: AppliedJobsPage },
  { patterns: [`${HOME_BASE}/kloboard`], page: KloboardPage },
  { patterns: [`${HOME_BASE}/notification/news-info`], page: homePage('NewsInfoPage') },
  { patterns: [`${HOME_BASE}/notification/calendar`], page: homePage('CalendarPage') },
  { patterns: [`${HOME_BASE}/message/help-message/all`], page: homePage('HelpMessagePage') },
  { patterns: [`${HOME_BASE}/message/corporate-message/all`], page: homePage('CorporateMessagePage') },
  { patterns: [`${HOME_BASE}/payment/cart`], page: homePage('CartPage') },
  { patterns: [`${HOME_BASE}/payment/transaction`], page: homePage('TransactionPage') },
  { patterns: [`${HOME_BASE}/payment/checkout`], page: homePage('CheckoutPage') },
  { patterns: ['/profile/:id/account-setting'], page: profilePage('AccountSettingPage') },
  { patterns: ['/profile/:id/log-jv'], page: profilePage('LogJvPage') },
  { patterns: ['/profile/:id'], page: profilePage('ProfilePage') },
  { patterns: ['/profile-completeness'], page: profilePage('ProfileCompletenessPage') },
  { patterns: ['/resume/builder', '/cv-templates', '/cv-select-template'], page: cvPage('CvTemplatesPage') },
  { patterns: ['/cv-templates/detail/:templateId'], page: cvPage('CvTemplateDetailPage') },
  {
    patterns: ['/cv-templates/detail/:templateId/edit', '/cv-templates/detail/:templateId/edit/:stepKey/:formId'],
    page: cvPage('CvEditPage'),
  },
  { patterns: ['/cv-preview', '/cv-preview/:token'], page: cvPage('CvPreviewPage') },
];

/** The page for `pathname` with its params, or null when mf-journey has none. */
export function journeyPageFor(pathname: string, routes: readonly JourneyRoute[] = JOURNEY_ROUTES) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of routes) {
    for (const pattern of route.patterns) {
      const params = matchPath(pattern, trimmed);
      if (params) return { page: route.page, params, pattern };
    }
  }
  return null;
}

/**
 * Issue 25: the pages whose first screen the shell's server renders into the page's HTML: public pages that
 * read the same for every visitor (the journey sections, a job, a company). Signed-in pages are not among them.
 */
const FIRST_SCREEN_PAGES: ReadonlySet<PreloadablePage> = new Set([
  KlobMeterPage,
  KlobMeterDetailPage,
  KlobAndCoPage,
  KaleidosklobPage,
  KaleidosklobDetailPage,
  EnsiklobediaPage,
  EnsiklobediaDetailPage,
  jobDetailPage,
  CompanyDetailPage,
]);

/** Whether the server renders the first screen of the page at `pathname` (a visitor's path, not a /home one). */
export const hasFirstScreen = (pathname: string): boolean => {
  const match = journeyPageFor(pathname);
  return Boolean(match && !match.pattern.startsWith(`${HOME_BASE}/`) && FIRST_SCREEN_PAGES.has(match.page));
};

/**
 * Issue 25: the signed-in pages whose frame the shell's server draws (`FirstScreenRequest.frame`): their headings and
 * skeletons stand before any data and read the same for everyone signed in.
 */
const SIGNED_IN_FRAME_PAGES: ReadonlySet<PreloadablePage> = new Set([KloboardPage]);

export const drawsSignedInFrame = (pathname: string): boolean => {
  const match = journeyPageFor(pathname);
  return Boolean(match && SIGNED_IN_FRAME_PAGES.has(match.page));
};

/**
 * Loads the code of the page at `pathname`, so that the unit's first render is that page, not its skeleton:
 * on the server before its render, in the browser before the unit mounts over the server's markup.
 * A page whose code fails to load renders its own retry.
 */
export async function loadJourneyPage(pathname: string): Promise<void> {
  await journeyPageFor(pathname)
    ?.page.preload()
    .catch(() => undefined);
}
