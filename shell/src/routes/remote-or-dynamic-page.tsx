import { useLocation } from 'react-router-dom';
import { SlotFallback } from '@klob/shared';
import { matchDynamicRoute } from '@klob/shared/routes';
import { AuthenticatedOnly } from './guards';
import { useDynamicRoutes } from './use-dynamic-routes';
import { PageLoading } from '../pages/notice/page-loading';
import { RoutedUnit } from './routed-unit';
import { JobShortLinkOrNotFound } from './job-short-link';
import { matchRemoteRoute, useRemoteRoutes, type RemoteRoutesState } from './remote-routes';
import { isPackagedEventLearningPath } from '../payment-script/card-payment-paths';
import { useCardPaymentScript } from '../payment-script/use-card-payment-script';

const SURVEY_PAGE_UNIT = { remote: 'mf_forms', unit: 'survey-page' } as const;
const EVENT_PAGE_UNIT = { remote: 'mf_company_landing', unit: 'event-page' } as const;
const CMS_PAGE_UNIT = { remote: 'mf_company_landing', unit: 'cms-page' } as const;

/**
 * Paths the shell's own routes do not claim: a route a remote publishes (its unit, behind the route's access
 * class), else a dynamic route of spec 1 §2.6, else a short job link /{hash} (§2.4) or not-found.
 */
export function RemoteOrDynamicPage() {
  const { pathname } = useLocation();
  const remoteRoutes = useRemoteRoutes();
  if (remoteRoutes.status === 'loading') return <PageLoading />;
  const match = remoteRoutes.status === 'ready' ? matchRemoteRoute(pathname, remoteRoutes.data) : null;
  if (!match) return <DynamicPageOrNotFound remoteRoutes={remoteRoutes} />;
  const page = <RoutedUnit unit={match.unit} params={match.params} />;
  return match.route.access === 'authenticated-only' ? <AuthenticatedOnly>{page}</AuthenticatedOnly> : page;
}

/**
 * /eform/{surveyUrl} and /form/{id}: mf-forms' survey engine as a page; /{subdomain} and its sub-pages:
 * mf-company-landing's event pages or CMS landing page. When a remote's route list could not be read, the
 * path may be one of its pages: the slot's fallback with a retry, not the not-found page.
 */
function DynamicPageOrNotFound({ remoteRoutes }: { remoteRoutes: RemoteRoutesState }) {
  const { pathname } = useLocation();
  const routes = useDynamicRoutes();
  const match = routes && matchDynamicRoute(pathname, routes);
  // spec 1 §2.9: the learning path of an event that sells a package takes a card.
  useCardPaymentScript(match?.landing === 'event' && isPackagedEventLearningPath(pathname, routes?.packagedEventSubdomains ?? new Set()));
  if (!routes) return <PageLoading />;
  if (!match) {
    const unavailable = remoteRoutes.status === 'failed' || (remoteRoutes.status === 'ready' && remoteRoutes.data.unavailable.length > 0);
    if (unavailable) return <SlotFallback unitName="routes" onRetry={remoteRoutes.retry} />;
    return <JobShortLinkOrNotFound />;
  }
  const page = (
    <RoutedUnit unit={match.owner === 'mf_forms' ? SURVEY_PAGE_UNIT : match.landing === 'cms' ? CMS_PAGE_UNIT : EVENT_PAGE_UNIT} />
  );
  return match.access === 'authenticated-only' ? <AuthenticatedOnly>{page}</AuthenticatedOnly> : page;
}
