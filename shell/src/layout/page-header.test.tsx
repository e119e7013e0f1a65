import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { shellTranslations } from '@klob/shared/translations';
import { renderRoute } from '../testing/render-route';
import { PageHeader } from './page-header';
import { EMPLOYER_SITE_URL } from './footer-links';
import { HR_CONSULTING_URL } from './header-links';
// Loaded up front, so the recruiter header's chunk resolves at once.
import './recruiter-header';

const TEXTS = shellTranslations.id;

function renderHeaderAt(path: string) {
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: TEXTS } } }) });
  renderRoute([{ path: '*', element: <PageHeader /> }], path, services);
  return services;
}

const BUSINESS_PAGES = [
  '/klobforbusiness',
  '/klobporate',
  '/klobporate-terms',
  '/klobsociety',
  '/public-content-corporate',
  '/executive-search',
  '/global-talent-placement',
];

test.each(BUSINESS_PAGES)('S1-1-15 S2-1-04 the business page %s runs in recruiter mode: the recruiter-branded header', async (path) => {
  renderHeaderAt(path);
  await screen.findByRole('link', { name: TEXTS.recruiterHeader.brandLabel });
  const header = screen.getByRole('banner');
  expect(header).toHaveAttribute('data-header-variant', 'recruiter');
  expect(within(header).getByRole('link', { name: TEXTS.header.logoAlt })).toHaveAttribute('href', '/');
  expect(within(header).getByRole('navigation', { name: TEXTS.recruiterHeader.navigation })).toBeInTheDocument();
  // The job seeker's Category menu and the search slot belong to the main header only.
  expect(within(header).queryByRole('button', { name: TEXTS.header.category })).not.toBeInTheDocument();
});

test.each(['/faq', '/jobs', '/klob-journey', '/klobforbusiness/other'])(
  'S1-1-15 %s is not in recruiter mode: the main header',
  async (path) => {
    renderHeaderAt(path);
    const header = await screen.findByRole('banner');
    expect(header).toHaveAttribute('data-header-variant', 'main');
    expect(within(header).queryByRole('link', { name: TEXTS.recruiterHeader.brandLabel })).not.toBeInTheDocument();
  },
);

test("S2-2-39 S2-2-26 the recruiter header: 'Cari Lowongan' to Klob & Co, the employer pages and the consulting page", async () => {
  renderHeaderAt('/klobporate');
  const findJobs = await screen.findByTestId('organisations-button');
  expect(findJobs).toHaveTextContent(TEXTS.header.findJobs);
  expect(findJobs).toHaveAttribute('href', '/klob-journey/klob-and-co');
  expect(screen.getByRole('link', { name: TEXTS.recruiterHeader.pricing })).toHaveAttribute('href', '/klobforbusiness#pricing');
  expect(screen.getByRole('link', { name: TEXTS.recruiterHeader.contact })).toHaveAttribute('href', '/contactus');
  expect(screen.getByRole('link', { name: TEXTS.recruiterHeader.requestDemo })).toHaveAttribute('href', '/klobforbusiness#request-demo');
  await userEvent.click(screen.getByRole('button', { name: TEXTS.recruiterHeader.solutions }));
  const solutions = within(screen.getByTestId('recruiter-solutions-menu')).getAllByRole('link');
  expect(solutions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    [TEXTS.otherLinks.klobForBusiness, '/klobforbusiness'],
    [TEXTS.otherLinks.klobporate, '/klobporate'],
    [TEXTS.otherLinks.klobSociety, '/klobsociety'],
    [TEXTS.otherLinks.executiveSearch, '/executive-search'],
    [TEXTS.recruiterHeader.globalTalentPlacement, '/global-talent-placement'],
    [TEXTS.otherLinks.hrConsulting, HR_CONSULTING_URL],
    [TEXTS.otherLinks.employerSite, EMPLOYER_SITE_URL],
  ]);
  // The guest's Login carries the page (spec 1 §2.8) in the recruiter header too.
  expect(within(screen.getByTestId('header-account')).getByRole('link', { name: TEXTS.header.login })).toHaveAttribute(
    'href',
    '/login?from=%2Fklobporate',
  );
});

test('S2-2-53 the recruiter navigation opens and closes from its menu button', async () => {
  renderHeaderAt('/klobforbusiness');
  await screen.findByRole('link', { name: TEXTS.recruiterHeader.brandLabel });
  // jsdom applies the desktop styles: the menu button is hidden there.
  const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls="recruiter-navigation"]')!;
  expect(toggle).toHaveAttribute('aria-label', TEXTS.header.openMenu);
  const navigation = screen.getByRole('navigation', { name: TEXTS.recruiterHeader.navigation, hidden: true });
  expect(navigation).toHaveAttribute('data-open', 'false');
  await userEvent.click(toggle);
  expect(navigation).toHaveAttribute('data-open', 'true');
  expect(toggle).toHaveAttribute('aria-label', TEXTS.header.closeMenu);
  await userEvent.click(toggle);
  expect(navigation).toHaveAttribute('data-open', 'false');
});
