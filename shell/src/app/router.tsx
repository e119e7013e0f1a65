import { useServices } from '@klob/shared';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@klob/shared/api-contract/identity';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PageShell } from '../layout/page-shell';
import { LandingPage } from '../pages/landing/landing-page';
import { VisitRecorder } from '../routes/visit-recorder';
import { GuestOnly, ProfileRedirect } from '../routes/guards';
import { REDUCED_ROUTE_SET_PAGE, routesOfBuild, type GuestPageName, type ShellRoute, type SpecialPageName } from '../routes/route-table';
import { PageLoading } from '../pages/notice/page-loading';
import { InBrowserOnly } from '../layout/in-browser-only';
import { PageTakenOver } from './page-taken-over';

// The sign-in pages carry react-hook-form and yup: their own chunks, so `/` stays small.
const LoginPage = lazy(() => import('../pages/login/login-page'));
const RegisterPage = lazy(() => import('../pages/register/register-page'));
const VerificationPage = lazy(() => import('../pages/verification/verification-page'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password/forgot-password-page'));
const ProviderReturnPage = lazy(() => import('../pages/provider-sign-in/provider-return-page'));
// Not on `/` either: the catch-all (remote and dynamic routes, not-found) and the remote status page.
const RemoteOrDynamicPage = lazy(() =>
  import('../routes/remote-or-dynamic-page').then((module) => ({ default: module.RemoteOrDynamicPage })),
);
const RemoteStatusPage = lazy(() =>
  import('../pages/remote-status/remote-status-page').then((module) => ({ default: module.RemoteStatusPage })),
);

// The reduced route set's only page is a remote unit: RemoteUnit and single-spa load with it, never on the full route set's `/`.
const RoutedUnit = lazy(() => import('../routes/routed-unit').then((module) => ({ default: module.RoutedUnit })));

// The shell's content and tool pages (issue 16): the map and each page load with their route.
const ShellPage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../routes/shell-pages'));

/** A page and, after it, what does the clicks kept on its server markup once React has taken it over. */
const takenOver = (page: ReactNode) => (
  <>
    {page}
    <PageTakenOver />
  </>
);
const lazyPage = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{takenOver(page)}</Suspense>;
/**
 * A page whose form takes a password or personal data: rendered in the browser only. From the server's HTML a
 * form sent before the app has taken the page over would go out natively (a GET with the fields in the address).
 */
const browserOnlyPage = (page: ReactNode) => <InBrowserOnly fallback={<PageLoading />}>{lazyPage(page)}</InBrowserOnly>;

/** The element of each guest-only page of the route table. */
const GUEST_PAGES: Readonly<Record<GuestPageName, ReactNode>> = {
  landing: takenOver(<LandingPage />),
  login: browserOnlyPage(<LoginPage />),
  register: browserOnlyPage(<RegisterPage />),
  verification: browserOnlyPage(<VerificationPage />),
  forgotPassword: browserOnlyPage(<ForgotPasswordPage />),
  // spec 1 §2: the sign-in providers' return routes (guest-only: they end in a sign-in, like /login).
  ...(Object.fromEntries(
    OAUTH_PROVIDERS.map((provider) => [provider, browserOnlyPage(<ProviderReturnPage provider={provider} />)]),
  ) as Record<OAuthProvider, ReactNode>),
};

/** The element of each special page of the route table. */
const SPECIAL_PAGES: Readonly<Record<SpecialPageName, ReactNode>> = {
  profileRedirect: <ProfileRedirect />,
  remoteStatus: lazyPage(<RemoteStatusPage />),
};

const isSpecialPage = (page: string): page is SpecialPageName => page in SPECIAL_PAGES;

/** The router's entry for one route of the route table. */
function routeObjectOf(route: ShellRoute): RouteObject {
  if ('redirect' in route) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  if (route.access === 'guest-only') return { path: route.path, element: GUEST_PAGES[route.page] };
  const { page } = route;
  return { path: route.path, element: isSpecialPage(page) ? SPECIAL_PAGES[page] : lazyPage(<ShellPage page={page} />) };
}

const shellRoutesOfBuild = routesOfBuild();

/**
 * The router (spec 1 §2), derived from the route table: the shell's own pages in their guard layouts, its
 * redirects, and a catch-all that routes the remotes' published routes (read at run time, with their access
 * class), the dynamic routes of the api's data, short job links and the not-found page.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: (
      <>
        <VisitRecorder />
        <PageShell />
      </>
    ),
    children: [
      {
        element: <GuestOnly />,
        children: shellRoutesOfBuild.filter((route) => route.access === 'guest-only').map(routeObjectOf),
      },
      ...shellRoutesOfBuild.filter((route) => route.access === 'public').map(routeObjectOf),
      { path: '*', element: lazyPage(<RemoteOrDynamicPage />) },
    ],
  },
];

/** spec 1 §2.6: the reduced route set, /prohirelps2024 and a fallback (every other path goes there). */
export const reducedRouteSet: RouteObject[] = [
  { path: REDUCED_ROUTE_SET_PAGE, element: lazyPage(<RoutedUnit unit={{ remote: 'mf_company_landing', unit: 'campaign-page' }} />) },
  { path: '*', element: <Navigate to={REDUCED_ROUTE_SET_PAGE} replace /> },
];

const reducedShellRoutes: RouteObject[] = [{ element: shellRoutes[0]?.element, children: reducedRouteSet }];

/**
 * Renders the route table, or the reduced route set when the environment says so (/environment.json
 * `routeSet`, KLOB_ROUTE_SET=reduced). React Router's declarative mode: its data router is 13 KB gz
 * more, for loaders the shell does not use.
 */
export function ShellRoutes() {
  const { config } = useServices();
  return useRoutes(config.routeSet === 'reduced' ? reducedShellRoutes : shellRoutes);
}
