import { lazy, type ReactElement } from 'react';
import type { ContentPageName } from './route-table';
import { InBrowserOnly } from '../layout/in-browser-only';
import { PageLoading } from '../pages/notice/page-loading';

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
 * The UI gallery, in development builds only. webpack replaces NODE_ENV and drops the other branch, gallery
 * import included: a production bundle holds no gallery code (and its router no gallery route).
 */
function uiGalleryPage(): ReactElement | null {
  if (process.env.NODE_ENV === 'production') return null;
  const UiGalleryPage = lazy(() => import(/* webpackChunkName: "ui-gallery" */ '../pages/ui-gallery/ui-gallery-page'));
  return <UiGalleryPage />;
}

/** Pages with forms of personal data render in the browser only (router.tsx `browserOnlyPage` says why). */
const browserOnly = (page: ReactElement) => <InBrowserOnly fallback={<PageLoading />}>{page}</InBrowserOnly>;

/** The page of each content route of the route table (`page` of SHELL_ROUTES): typed, so every page has its element. */
export const SHELL_PAGES: Readonly<Record<ContentPageName, ReactElement | null>> = {
  faq: <FaqPage />,
  aboutUs: <AboutUsPage />,
  terms: <TermsPage />,
  klobporateTerms: <KlobporateTermsPage />,
  contactUs: browserOnly(<ContactUsPage />),
  klobForBusiness: <KlobForBusinessPage />,
  registerBusiness: browserOnly(<RegisterBusinessPage />),
  klobporate: <ServicePage service="klobporate" />,
  klobsociety: <ServicePage service="klobsociety" />,
  executiveSearch: <ServicePage service="executiveSearch" />,
  globalTalentPlacement: <ServicePage service="globalTalentPlacement" />,
  gsi: <ServicePage service="gsi" />,
  chevron: <ServicePage service="chevron" />,
  incomeTaxCalculator: <IncomeTaxCalculatorPage />,
  salaryStatistics: <SalaryStatisticsPage />,
  sitemap: <SitemapPage />,
  shifting: <ShiftingPage />,
  emailVerification: browserOnly(<EmailVerificationPage />),
  invitationLink: browserOnly(<InvitationLinkPage />),
  unsubscribe: browserOnly(<UnsubscribePage />),
  uiGallery: uiGalleryPage(),
};

/**
 * A content page of the shell. The router loads this module lazily, so even the map stays
 * out of the first load of `/`.
 */
export default function ShellPage({ page }: { page: ContentPageName }) {
  return SHELL_PAGES[page];
}
