import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isRecruiterPage } from '../routes/route-table';
import { headerStyle, SiteHeader } from './site-header';

// Only the business pages show it: its own chunk, so `/` does not load it.
const RecruiterHeader = lazy(() => import('./recruiter-header'));

/** The page shell's header: the recruiter variant on the routes the route table flags `recruiterPage` (S1-1-15), else the main one. */
export function PageHeader() {
  const { pathname } = useLocation();
  if (!isRecruiterPage(pathname)) return <SiteHeader />;
  return (
    <Suspense fallback={<header css={headerStyle} />}>
      <RecruiterHeader />
    </Suspense>
  );
}
