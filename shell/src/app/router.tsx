import { createBrowserRouter } from 'react-router-dom';
import { PageShell } from '../layout/page-shell';
import { LandingPage } from '../pages/landing/landing-page';
import { PartnerPageOrNotFound } from '../pages/partner-page/partner-page-or-not-found';

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
        { path: '*', element: <PartnerPageOrNotFound /> },
      ],
    },
  ]);
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
