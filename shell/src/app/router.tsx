import { useRoutes, type RouteObject } from 'react-router-dom';
import { PageShell } from '../layout/page-shell';
import { LandingPage } from '../pages/landing/landing-page';
import { PartnerPageOrNotFound } from '../pages/partner-page/partner-page-or-not-found';
import { RemoteStatusPage } from '../pages/remote-status/remote-status-page';

/**
 * The route table (spec 1 §2). Partner campaign pages are not listed here:
 * mf-company-landing declares them at run time (see PartnerPageOrNotFound).
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <PageShell />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/status/remotes', element: <RemoteStatusPage /> },
      { path: '*', element: <PartnerPageOrNotFound /> },
    ],
  },
];

/** Renders the route table. React Router's declarative mode: its data router is 13 KB gz more, for loaders the shell does not use. */
export function ShellRoutes() {
  return useRoutes(shellRoutes);
}
