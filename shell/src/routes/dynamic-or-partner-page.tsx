import { useLocation } from 'react-router-dom';
import { PartnerPageOrNotFound } from '../pages/partner-page/partner-page-or-not-found';
import { matchDynamicRoute } from './dynamic-routes';
import { AuthenticatedOnly } from './guards';
import { useDynamicRoutes } from './use-dynamic-routes';
import { PageLoading } from '../pages/notice/page-loading';
import { RoutedUnit } from './routed-unit';
import { isPackagedEventLearningPath } from '../payment-script/card-payment-paths';
import { useCardPaymentScript } from '../payment-script/use-card-payment-script';

const SURVEY_PAGE_UNIT = { remote: 'mf_forms', unit: 'survey-page' } as const;
const EVENT_PAGE_UNIT = { remote: 'mf_company_landing', unit: 'event-page' } as const;
const CMS_PAGE_UNIT = { remote: 'mf_company_landing', unit: 'cms-page' } as const;

/**
 * Paths no static route claims: a dynamic route of spec 1 §2.6 (its page is
 * mf-forms' survey page for /eform and /form; mf-company-landing's event or CMS landing page), else
 * a campaign page of mf-company-landing, else a short job link /{hash} (§2.4) or not-found.
 */
export function DynamicOrPartnerPage() {
  const { pathname } = useLocation();
  const routes = useDynamicRoutes();
  const match = routes && matchDynamicRoute(pathname, routes);
  // spec 1 §2.9: the learning path of an event that sells a package takes a card.
  useCardPaymentScript(match?.landing === 'event' && isPackagedEventLearningPath(pathname, routes?.packagedEventSubdomains ?? new Set()));
  if (!routes) return <PageLoading />;
  if (!match) return <PartnerPageOrNotFound />;
  // /eform/{surveyUrl} and /form/{id}: mf-forms' survey engine as a page.
  // /{subdomain} and its sub-pages: mf-company-landing's event pages or CMS landing page.
  const page = (
    <RoutedUnit unit={match.owner === 'mf_forms' ? SURVEY_PAGE_UNIT : match.landing === 'cms' ? CMS_PAGE_UNIT : EVENT_PAGE_UNIT} />
  );
  return match.access === 'authenticated-only' ? <AuthenticatedOnly>{page}</AuthenticatedOnly> : page;
}
