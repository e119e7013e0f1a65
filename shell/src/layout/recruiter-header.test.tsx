import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { shellTranslations } from '../texts/shell';
import { renderRoute } from '../testing/render-route';
import { SiteHeader } from './site-header';
import { EMPLOYER_SITE_URL } from './footer-links';
import { HR_CONSULTING_URL } from './header-links';
// Loaded up front, so the recruiter navigation's chunk resolves at once.
import './recruiter-navigation';

const TEXTS = shellTranslations.id;

function renderHeaderAt(path: string) {
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: TEXTS } } }) });
  renderRoute([{ path: '*', element: <SiteHeader /> }], path, services);
  return services;
}

const recruiterNavigation = () => screen.getByRole('navigation', { name: TEXTS.header.navigation, hidden: true });

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
  const header = screen.getByRole('banner');
  expect(header).toHaveAttribute('data-recruiter', 'true');
  expect(within(header).getByRole('link', { name: TEXTS.header.logoAlt })).toHaveAttribute('href', '/');
  expect(within(header).getByText(TEXTS.recruiterHeader.brand)).toBeInTheDocument();
  expect(await within(recruiterNavigation()).findByTestId('recruiter-solutions-menu')).toBeInTheDocument();
  // The job seeker's Category menu, the other links and the search slot belong to the main header.
  expect(within(header).queryByTestId('category-menu')).not.toBeInTheDocument();
  expect(within(header).queryByTestId('other-links-menu')).not.toBeInTheDocument();
  expect(within(header).queryByTestId('header-search-slot')).not.toBeInTheDocument();
});

test.each(['/faq', '/jobs', '/klob-journey', '/klobforbusiness/other'])('S1-1-15 %s is not in recruiter mode: the main header', (path) => {
  renderHeaderAt(path);
  const header = screen.getByRole('banner');
  expect(header).toHaveAttribute('data-recruiter', 'false');
  expect(within(header).queryByText(TEXTS.recruiterHeader.brand)).not.toBeInTheDocument();
  expect(within(header).getByTestId('other-links-menu')).toBeInTheDocument();
});

test("S2-2-39 S2-2-26 the recruiter header: 'Cari Lowongan' to Klob & Co, the employer pages and the consulting page", async () => {
  renderHeaderAt('/klobporate');
  const navigation = recruiterNavigation();
  const findJobs = await within(navigation).findByTestId('organisations-button');
  expect(findJobs).toHaveTextContent(TEXTS.header.findJobs);
  expect(findJobs).toHaveAttribute('href', '/klob-journey/klob-and-co');
  const link = (name: string) => within(navigation).getByRole('link', { name, hidden: true });
  expect(link(TEXTS.recruiterHeader.pricing)).toHaveAttribute('href', '/klobforbusiness#pricing');
  expect(link(TEXTS.recruiterHeader.contact)).toHaveAttribute('href', '/contactus');
  expect(link(TEXTS.recruiterHeader.requestDemo)).toHaveAttribute('href', '/klobforbusiness#request-demo');
  await userEvent.click(within(navigation).getByRole('button', { name: new RegExp(TEXTS.recruiterHeader.solutions), hidden: true }));
  const solutions = within(screen.getByTestId('recruiter-solutions-menu')).getAllByRole('link', { hidden: true });
  expect(solutions.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual([
    [TEXTS.otherLinks.klobForBusiness, '/klobforbusiness'],
    [TEXTS.otherLinks.klobporate, '/klobporate'],
    [TEXTS.otherLinks.klobSociety, '/klobsociety'],
    [TEXTS.otherLinks.executiveSearch, '/executive-search'],
    [TEXTS.recruiterHeader.globalTalentPlacement, '/global-talent-placement'],
    [TEXTS.otherLinks.hrConsulting, HR_CONSULTING_URL],
    [TEXTS.otherLinks.employerSite, EMPLOYER_SITE_URL],
  ]);
  expect(solutions.at(-1)).toHaveAttribute('target', '_blank');
  // The guest's Login carries the page (spec 1 §2.8) in the recruiter header too.
  expect(within(screen.getByTestId('header-account')).getByRole('link', { name: TEXTS.header.login })).toHaveAttribute(
    'href',
    '/login?from=%2Fklobporate',
  );
});

test("S2-2-39 signed in, 'Cari Lowongan' goes to the signed-in Klob & Co", async () => {
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: TEXTS } } }) });
  services.bus.setState('auth', {
    isAuthenticated: true,
    isAuthenticating: false,
    user: { userId: 'USR-1', firstName: 'Rina', lastName: 'Putri', profilePictureUrl: null, emailLogin: 'rina@klob.id' },
  });
  renderRoute([{ path: '*', element: <SiteHeader /> }], '/klobforbusiness', services);
  expect(await within(recruiterNavigation()).findByTestId('organisations-button')).toHaveAttribute('href', '/home/klob-and-co');
});
