import { HOME_LANDING_PATH, PRODUCT_SLUG } from '@klob/shared/constants';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@klob/shared/api-contract/identity';
import type { RouteRecord } from '@klob/shared/routes';
import { SITEMAP_GROUPS } from '../pages/sitemap/sitemap-links';

/** The pages a guest-only route shows (router.tsx renders each: `GUEST_PAGES`). */
export type GuestPageName = 'landing' | 'login' | 'register' | 'verification' | 'forgotPassword' | OAuthProvider;
/** The shell's content and tool pages (shell-pages.tsx renders each: `SHELL_PAGES`, loaded with their route). */
export type ContentPageName =
  | 'faq'
  | 'aboutUs'
  | 'terms'
  | 'klobporateTerms'
  | 'contactUs'
  | 'klobForBusiness'
  | 'registerBusiness'
  | 'klobporate'
  | 'klobsociety'
  | 'executiveSearch'
  | 'globalTalentPlacement'
  | 'gsi'
  | 'chevron'
  | 'incomeTaxCalculator'
  | 'salaryStatistics'
  | 'sitemap'
  | 'shifting'
  | 'emailVerification'
  | 'invitationLink'
  | 'unsubscribe'
  | 'uiGallery';
/** Pages with behaviour of their own (router.tsx): redirects that depend on the user, and the status page. */
export type SpecialPageName = 'profileRedirect' | 'remoteStatus';

interface RouteBase {
  path: string;
  /** spec 1 §1 (S1-1-15): the page shell runs in recruiter mode on this page and shows the recruiter header. */
  recruiter?: boolean;
}
/** One route of the shell: a page it renders itself (typed: a misspelt page does not compile) or a fixed redirect. */
export type ShellRoute =
  | (RouteBase & { access: 'guest-only'; page: GuestPageName })
  | (RouteBase & { access: 'public'; page: ContentPageName | SpecialPageName; developmentOnly?: boolean })
  | (RouteBase & { access: 'public'; redirect: string });

const P = PRODUCT_SLUG;

/** spec 1 §2.6: the one page of the reduced route set (mf-company-landing's campaign page). */
export const REDUCED_ROUTE_SET_PAGE = '/prohirelps2024';
/** §2.1's /test-{product}-ui: the internal UI gallery, a development tool (shell/README.md "Choices"). */
export const UI_GALLERY_PATH = `/test-${P}-ui`;

const content = (path: string, page: ContentPageName, recruiter = false): ShellRoute => ({
  path,
  access: 'public',
  page,
  ...(recruiter ? { recruiter } : {}),
});
/** The business pages (company products, organisation targets of the registration choice): recruiter mode (S1-1-15). */
const business = (path: string, page: ContentPageName) => content(path, page, true);

/**
 * The shell's own routes (spec 1 §2.1-§2.4): every path it renders itself, with its access class, and its
 * fixed redirects. The router, the guest-only set and the shell's published klob-routes.json (what its server
 * answers 200) derive from this list. The remotes' pages are not here: each remote publishes its own
 * (docs/ARCHITECTURE.md "Routes") and the shell routes them at run time.
 */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  // §2.2: guest-only, the landing and the sign-in pages (with the providers' return routes).
  { path: '/', access: 'guest-only', page: 'landing' },
  { path: '/login', access: 'guest-only', page: 'login' },
  { path: '/login-test', access: 'guest-only', page: 'login' },
  { path: '/daftar', access: 'guest-only', page: 'register' },
  { path: '/verification', access: 'guest-only', page: 'verification' },
  { path: '/forgotpassword', access: 'guest-only', page: 'forgotPassword' },
  ...OAUTH_PROVIDERS.map((provider): ShellRoute => ({ path: `/${provider}`, access: 'guest-only', page: provider })),
  // §2.1, the shell's information pages
  content('/shifting-page', 'shifting'),
  content('/faq', 'faq'),
  content('/contactus', 'contactUs'),
  content('/about-us', 'aboutUs'),
  content('/terms', 'terms'),
  business('/klobporate-terms', 'klobporateTerms'),
  business('/klobforbusiness', 'klobForBusiness'),
  content('/gsi', 'gsi'),
  content('/chevron', 'chevron'),
  content('/unsubscribe', 'unsubscribe'),
  content('/salary-statistics', 'salaryStatistics'),
  content('/income-tax-calculator', 'incomeTaxCalculator'),
  business('/public-content-corporate', 'registerBusiness'),
  content('/sitemap-prod', 'sitemap'),
  business('/global-talent-placement', 'globalTalentPlacement'),
  content('/emailverification', 'emailVerification'),
  content('/invitationlink/:id', 'invitationLink'),
  // The targets of the registration choice dialog (spec 1 §2.7) and the header's other links (S2-2-24)
  business('/klobporate', 'klobporate'),
  business('/klobsociety', 'klobsociety'),
  business('/executive-search', 'executiveSearch'),
  // Development builds only: production builds neither route nor bundle it, and the server answers it 404.
  { path: UI_GALLERY_PATH, access: 'public', page: 'uiGallery', developmentOnly: true },
  // §2.3, §2.4: redirects that depend on who is signed in, and the remotes' status page.
  { path: '/profile', access: 'public', page: 'profileRedirect' },
  { path: '/profile-revamp', access: 'public', page: 'profileRedirect' },
  { path: '/status/remotes', access: 'public', page: 'remoteStatus' },
  /*
   * §2.4 redirects with a fixed target: /klobber goes to /, and one old account-officer job URL goes to its
   * external-hiring version. The spec names neither of the latter: ours is Bank Jatim's account-officer
   * opening under its old recruitment page, now hired through its own campaign page (shell/README.md).
   * /home, where signed-in users are sent (§2.2, DECISIONS 1), is the kloboard (§2.7's default target).
   * `/{hash}` (a short job link) is resolved by the not-found fallback through the api (`job-short-link.tsx`).
   */
  { path: '/klobber', access: 'public', redirect: '/' },
  { path: '/home', access: 'public', redirect: HOME_LANDING_PATH },
  { path: '/rekrutmen-bankjatim/account-officer', access: 'public', redirect: '/AO-BankJatim' },
];

const isProduction = () => process.env.NODE_ENV === 'production';

/** The routes of this build: a production build leaves out the development-only ones. */
export const routesOfBuild = (routes: readonly ShellRoute[] = SHELL_ROUTES, production = isProduction()) =>
  routes.filter((route) => !(production && 'page' in route && route.access === 'public' && route.developmentOnly));

/** §2.2: the guest-only paths (an authenticated user is sent on). */
export const GUEST_ONLY_PATHS: readonly string[] = SHELL_ROUTES.filter((route) => route.access === 'guest-only').map(({ path }) => path);

/** Whether a path is a page in recruiter mode (exact paths: none of them has a parameter). */
export const isRecruiterPage = (pathname: string) => SHELL_ROUTES.some((route) => route.recruiter && route.path === pathname);

/** The paths of the sitemap page's groups: the shell's routes among them are in sitemap.xml too. */
const SITEMAP_PATHS: ReadonlySet<string> = new Set(SITEMAP_GROUPS.flatMap(({ links }) => links.map(([, path]) => path)));

/**
 * What the shell publishes in its build (dist/klob-routes.json): the paths its server answers 200 for the
 * shell, each with its access class and whether sitemap.xml lists it. A production build's list.
 */
export const shellPublishedRoutes = (routes: readonly ShellRoute[] = routesOfBuild(SHELL_ROUTES, true)): RouteRecord[] =>
  routes.map(({ path, access, recruiter }) => ({
    path,
    access,
    ...(SITEMAP_PATHS.has(path) ? { sitemap: true } : {}),
    ...(recruiter ? { recruiter } : {}),
  }));
