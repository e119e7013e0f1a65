import { createBrowserRouter } from 'react-router-dom';
import { PageShell } from '../layout/page-shell';
import { LandingPage } from '../pages/landing/landing-page';
import { PartnerPageOrNotFound } from '../pages/partner-page/partner-page-or-not-found';
import { RemoteStatusPage } from '../pages/remote-status/remote-status-page';

/**
 * The route table (spec 1 §2). Partner campaign pages are not listed here:
 * mf-company-landing declares them at run time (see PartnerPageOrNotFound).
 */
export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <PageShell />,
      children: [
        { path: '/', element: <LandingPage /> },
        { path: '/status/remotes', element: <RemoteStatusPage /> },
        { path: '*', element: <PartnerPageOrNotFound /> },
      ],
    },
  ]);
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
