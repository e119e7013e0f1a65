import { useServices } from '@klob/shared';
import { OAUTH_PROVIDERS } from '@klob/shared/api-contract/identity';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PageShell } from '../layout/page-shell';
import { LandingPage } from '../pages/landing/landing-page';
import { RoutePage } from '../routes/routed-unit';
import { JOURNEY_PAGE, ROUTE_PAGES, routePageOf } from '../routes/route-pages';
import { VisitRecorder } from '../routes/visit-recorder';
import { AuthenticatedOnly, EnsiklobediaDetailRedirect, GuestOnly, ProfileRedirect } from '../routes/guards';
import {
  AUTHENTICATED_ROUTES,
  DEVELOPMENT_ROUTES,
  STATIC_REDIRECTS,
  PROFILE_REDIRECT_PATHS,
  PUBLIC_ROUTES,
  REDUCED_ROUTE_SET_PAGE,
} from '../routes/route-table';
import { PageLoading } from '../pages/notice/page-loading';

// The sign-in pages carry react-hook-form and yup: their own chunks, so `/` stays small.
const LoginPage = lazy(() => import('../pages/login/login-page'));
const RegisterPage = lazy(() => import('../pages/register/register-page'));
const VerificationPage = lazy(() => import('../pages/verification/verification-page'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password/forgot-password-page'));
const ProviderReturnPage = lazy(() => import('../pages/provider-sign-in/provider-return-page'));
// Not on `/` either: the catch-all (dynamic routes, campaign pages, not-found) and the remote status page.
const DynamicOrPartnerPage = lazy(() =>
  import('../routes/dynamic-or-partner-page').then((module) => ({ default: module.DynamicOrPartnerPage })),
);
const RemoteStatusPage = lazy(() =>
  import('../pages/remote-status/remote-status-page').then((module) => ({ default: module.RemoteStatusPage })),
);

// The shell's content and tool pages (issue 16): the map and each page load with their route.
const ShellPage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../routes/shell-pages'));

/** DEVELOPMENT_ROUTES in a development build (webpack replaces NODE_ENV), none in production. */
const developmentRoutes = () => (process.env.NODE_ENV === 'production' ? [] : DEVELOPMENT_ROUTES);

const lazyPage = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/**
 * The route table (spec 1 §2): every path with its access class (the three
 * guard layouts), the redirects of §2.4, and the pending page for routes whose
 * owner has not built them yet (see shell/README.md). Partner campaign pages
 * are not listed: mf-company-landing declares them at run time.
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
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/login', element: lazyPage(<LoginPage />) },
          { path: '/login-test', element: lazyPage(<LoginPage />) },
          { path: '/daftar', element: lazyPage(<RegisterPage />) },
          { path: '/verification', element: lazyPage(<VerificationPage />) },
          { path: '/forgotpassword', element: lazyPage(<ForgotPasswordPage />) },
          // spec 1 §2: the sign-in providers' return routes (guest-only: they end in a sign-in, like /login).
          ...OAUTH_PROVIDERS.map((provider) => ({ path: `/${provider}`, element: lazyPage(<ProviderReturnPage provider={provider} />) })),
        ],
      },
      {
        element: <AuthenticatedOnly />,
        children: AUTHENTICATED_ROUTES.map((route) => ({ path: route.path, element: <RoutePage unit={routePageOf(route)} /> })),
      },
      ...[...PUBLIC_ROUTES, ...developmentRoutes()].map((route) => ({
        path: route.path,
        element: route.owner === 'shell' ? lazyPage(<ShellPage path={route.path} />) : <RoutePage unit={routePageOf(route)} />,
      })),
      {
        path: '/detail-ensiklobedia/:goalID',
        element: (
          <EnsiklobediaDetailRedirect>
            <RoutePage unit={JOURNEY_PAGE} />
          </EnsiklobediaDetailRedirect>
        ),
      },
      ...STATIC_REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      ...PROFILE_REDIRECT_PATHS.map((path) => ({ path, element: <ProfileRedirect /> })),
      { path: '/status/remotes', element: lazyPage(<RemoteStatusPage />) },
      { path: '*', element: lazyPage(<DynamicOrPartnerPage />) },
    ],
  },
];

/** spec 1 §2.6: the reduced route set, /prohirelps2024 and a fallback (every other path goes there). */
export const reducedRouteSet: RouteObject[] = [
  { path: REDUCED_ROUTE_SET_PAGE, element: <RoutePage unit={ROUTE_PAGES[REDUCED_ROUTE_SET_PAGE]} /> },
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
