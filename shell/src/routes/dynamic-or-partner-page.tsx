import { useLocation } from 'react-router-dom';
import { PartnerPageOrNotFound } from '../pages/partner-page/partner-page-or-not-found';
import { PendingPage } from '../pages/pending/pending-page';
import { matchDynamicRoute } from './dynamic-routes';
import { AuthenticatedOnly } from './guards';
import { useDynamicRoutes } from './use-dynamic-routes';
import { PageLoading } from '../pages/notice/page-loading';

/**
 * Paths no static route claims: a dynamic route of spec 1 §2.6 (its page is
 * built by mf-company-landing or mf-forms later: pending page for now), else
 * a campaign page of mf-company-landing, else not-found.
 */
export function DynamicOrPartnerPage() {
  const { pathname } = useLocation();
  const routes = useDynamicRoutes();
  if (!routes) return <PageLoading />;
  const match = matchDynamicRoute(pathname, routes);
  if (!match) return <PartnerPageOrNotFound />;
  return match.access === 'authenticated-only' ? (
    <AuthenticatedOnly>
      <PendingPage />
    </AuthenticatedOnly>
  ) : (
    <PendingPage />
  );
}
