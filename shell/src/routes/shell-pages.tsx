import { lazy, type ReactElement } from 'react';
import { PRODUCT_SLUG } from '@klob/shared/constants';

// Each page is its own chunk, loaded with its route: none of them weighs on the first load of `/`.
const FaqPage = lazy(() => import('../pages/faq/faq-page'));
const AboutUsPage = lazy(() => import('../pages/about-us/about-us-page'));
const TermsPage = lazy(() => import('../pages/terms/terms-page'));
const KlobporateTermsPage = lazy(() => import('../pages/klobporate-terms/klobporate-terms-page'));
const ContactUsPage = lazy(() => import('../pages/contact-us/contact-us-page'));
const KlobForBusinessPage = lazy(() => import('../pages/business/klob-for-business-page'));
const RegisterBusinessPage = lazy(() => import('../pages/register-business/register-business-page'));
const ServicePage = lazy(() => import('../pages/services/service-page'));
const IncomeTaxCalculatorPage = lazy(() => import('../pages/income-tax-calculator/income-tax-calculator-page'));
const SalaryStatisticsPage = lazy(() => import('../pages/salary-statistics/salary-statistics-page'));
const SitemapPage = lazy(() => import('../pages/sitemap/sitemap-page'));
const UiGalleryPage = lazy(() => import('../pages/ui-gallery/ui-gallery-page'));
const ShiftingPage = lazy(() => import('../pages/shifting/shifting-page'));
const EmailVerificationPage = lazy(() => import('../pages/email-verification/email-verification-page'));
const InvitationLinkPage = lazy(() => import('../pages/invitation-link/invitation-link-page'));
const UnsubscribePage = lazy(() => import('../pages/unsubscribe/unsubscribe-page'));

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
  [`/test-${PRODUCT_SLUG}-ui`]: <UiGalleryPage />,
  '/shifting-page': <ShiftingPage />,
  '/emailverification': <EmailVerificationPage />,
  '/invitationlink/:id': <InvitationLinkPage />,
  '/unsubscribe': <UnsubscribePage />,
};

/** The shell's own page of a route, if it has one. */
export const shellPageOf = (path: string): ReactElement | undefined => SHELL_PAGES[path];
