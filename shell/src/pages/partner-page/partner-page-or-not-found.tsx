import { useLocation } from 'react-router-dom';
import { usePartnerRoutes } from './use-partner-routes';
import { RemoteUnit } from '../../remotes';
import { SlotFallback } from '@klob/shared';
import { JobShortLinkOrNotFound } from '../../routes/job-short-link';
import { PageLoading } from '../notice/page-loading';

/**
 * Paths the shell does not know: a partner campaign page if mf-company-landing
 * declares it, else a short job link or the not-found screen. If that remote cannot be reached (or
 * answers a malformed list) the page may still be a campaign, so the slot shows
 * its fallback with a retry.
 */
export function PartnerPageOrNotFound() {
  const { pathname } = useLocation();
  const partnerRoutes = usePartnerRoutes();
  if (partnerRoutes.status === 'loading') return <PageLoading />;
  if (partnerRoutes.status === 'failed') return <SlotFallback unitName="partner-routes" onRetry={partnerRoutes.retry} />;
  const route = partnerRoutes.data.find((candidate) => candidate.path === pathname);
  if (!route) return <JobShortLinkOrNotFound />;
  return <RemoteUnit unit={{ remote: 'mf_company_landing', unit: route.unit }} pathname={pathname} />;
}
