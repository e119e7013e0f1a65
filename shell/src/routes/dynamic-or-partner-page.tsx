import { useLocation } from 'react-router-dom';
import { PartnerPageOrNotFound } from '../pages/partner-page/partner-page-or-not-found';
import { PendingPage } from '../pages/pending/pending-page';
import { matchDynamicRoute } from './dynamic-routes';
import { AuthenticatedOnly } from './guards';
import { useDynamicRoutes } from './use-dynamic-routes';
import { PageLoading } from '../pages/notice/page-loading';
import { RoutedUnit } from './routed-unit';

const SURVEY_PAGE_UNIT = { remote: 'mf_forms', unit: 'survey-page' } as const;

/**
 * Paths no static route claims: a dynamic route of spec 1 §2.6 (its page is
 * mf-forms' survey page for /eform and /form; mf-company-landing's later, pending page for now), else
 * a campaign page of mf-company-landing, else not-found.
 */
export function DynamicOrPartnerPage() {
  const { pathname } = useLocation();
  const routes = useDynamicRoutes();
  if (!routes) return <PageLoading />;
  const match = matchDynamicRoute(pathname, routes);
  if (!match) return <PartnerPageOrNotFound />;
  // /eform/{surveyUrl} and /form/{id}: mf-forms' survey engine as a page.
  const page = match.owner === 'mf_forms' ? <RoutedUnit unit={SURVEY_PAGE_UNIT} /> : <PendingPage />;
  return match.access === 'authenticated-only' ? <AuthenticatedOnly>{page}</AuthenticatedOnly> : page;
}
