import { lazy, type ReactElement } from 'react';
import { PendingPage } from '../pages/pending/pending-page';
import { UI_GALLERY_PATH } from './route-table';

// The pages load with their route, in three chunks (texts, forms, tools): none of them weighs on the
// first load of `/`, and few chunks keep webpack's chunk map in the first load small.
const FaqPage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../pages/faq/faq-page'));
const AboutUsPage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../pages/about-us/about-us-page'));
const TermsPage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../pages/terms/terms-page'));
const KlobporateTermsPage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../pages/klobporate-terms/klobporate-terms-page'));
const ContactUsPage = lazy(() => import(/* webpackChunkName: "shell-forms" */ '../pages/contact-us/contact-us-page'));
const KlobForBusinessPage = lazy(() => import(/* webpackChunkName: "shell-forms" */ '../pages/business/klob-for-business-page'));
const RegisterBusinessPage = lazy(() => import(/* webpackChunkName: "shell-forms" */ '../pages/register-business/register-business-page'));
const ServicePage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../pages/services/service-page'));
const IncomeTaxCalculatorPage = lazy(
  () => import(/* webpackChunkName: "shell-tools" */ '../pages/income-tax-calculator/income-tax-calculator-page'),
);
const SalaryStatisticsPage = lazy(() => import(/* webpackChunkName: "shell-tools" */ '../pages/salary-statistics/salary-statistics-page'));
const SitemapPage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../pages/sitemap/sitemap-page'));
const ShiftingPage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../pages/shifting/shifting-page'));
const EmailVerificationPage = lazy(
  () => import(/* webpackChunkName: "shell-content" */ '../pages/email-verification/email-verification-page'),
);
const InvitationLinkPage = lazy(() => import(/* webpackChunkName: "shell-forms" */ '../pages/invitation-link/invitation-link-page'));
const UnsubscribePage = lazy(() => import(/* webpackChunkName: "shell-content" */ '../pages/unsubscribe/unsubscribe-page'));

/**
 * The pages of DEVELOPMENT_ROUTES. webpack replaces NODE_ENV and drops the other branch, gallery import
 * included: a production bundle holds no gallery code.
 */
function developmentPages(): Record<string, ReactElement> {
  if (process.env.NODE_ENV === 'production') return {};
  const UiGalleryPage = lazy(() => import(/* webpackChunkName: "ui-gallery" */ '../pages/ui-gallery/ui-gallery-page'));
  return { [UI_GALLERY_PATH]: <UiGalleryPage /> };
}

/**
 * The pages the shell renders itself for its routes of the route table (owner 'shell'), keyed by
 * the route's path exactly as `route-table.ts` lists it. A shell route without an entry shows
 * the pending page.
 */
export const SHELL_PAGES: Readonly<Record<string, ReactElement>> = {
  '/faq': <FaqPage />,
  '/about-us': <AboutUsPage />,
  '/terms': <TermsPage />,
  '/klobporate-terms': <KlobporateTermsPage />,
  '/contactus': <ContactUsPage />,
  '/klobforbusiness': <KlobForBusinessPage />,
  '/public-content-corporate': <RegisterBusinessPage />,
  '/klobporate': <ServicePage service="klobporate" />,
  '/klobsociety': <ServicePage service="klobsociety" />,
  '/executive-search': <ServicePage service="executiveSearch" />,
  '/global-talent-placement': <ServicePage service="globalTalentPlacement" />,
  '/gsi': <ServicePage service="gsi" />,
  '/chevron': <ServicePage service="chevron" />,
  '/income-tax-calculator': <IncomeTaxCalculatorPage />,
  '/salary-statistics': <SalaryStatisticsPage />,
  '/sitemap-prod': <SitemapPage />,
  '/shifting-page': <ShiftingPage />,
  '/emailverification': <EmailVerificationPage />,
  '/invitationlink/:id': <InvitationLinkPage />,
  '/unsubscribe': <UnsubscribePage />,
  ...developmentPages(),
};

/**
 * The page of a shell-owned route. The router loads this module lazily, so even the map stays
 * out of the first load of `/`.
 */
export default function ShellPage({ path }: { path: string }) {
  return SHELL_PAGES[path] ?? <PendingPage />;
}
