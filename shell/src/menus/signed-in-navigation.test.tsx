import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { PROFILE_STRENGTH_PATH } from '@klob/shared/api-contract/content';
import { ACTIVITY_PATHS } from '@klob/shared/api-contract/platform';
import type { LoginOnSuccessResult } from '@klob/shared/api-contract/identity';
import { shellTranslations } from '../texts/shell';
import { renderRoute } from '../testing/render-route';
import { attachShellSession } from '../auth/session-registry';
import type { ShellSession } from '../auth/session';
import type { VisitLog } from '../auth/visit-log';
import { useLogoutFlowOpen } from '../logout-feedback/logout-request';
import SignedInNavigation from './signed-in-navigation';
import { HIRING_PORTAL_URL, employersCompanyListUrl } from './side-menu-links';

const mus01 = { userId: 'USR-9', firstName: 'Hendra', lastName: '', profilePictureUrl: null, emailLogin: 'hr@klob.id' };
const corporate = (allowed: boolean | null) => ({
  corporateId: 'CORP-1',
  corporateName: 'PT Maju',
  menu: allowed === null ? [] : [{ id: 'AUTH2078', allowed }],
});

function LogoutOpen() {
  return <output data-testid="logout-open">{String(useLogoutFlowOpen())}</output>;
}

function renderNavigation(data: LoginOnSuccessResult) {
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id } } }) });
  const service = createFakeHttpClient({
    [`GET ${PROFILE_STRENGTH_PATH}`]: { status: 200, result: { progressSection: { currentPercent: 40 } } },
    [`POST ${ACTIVITY_PATHS.action}`]: { status: 200, result: { activityId: 1 } },
  });
  services.http.service = service;
  services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: data.mus01 });
  attachShellSession(services, { userData: () => data } as ShellSession, {} as VisitLog);
  renderRoute(
    [
      {
        path: '*',
        element: (
          <>
            <SignedInNavigation />
            <LogoutOpen />
          </>
        ),
      },
    ],
    '/home',
    services,
  );
  return { service };
}

// jsdom evaluates no media query: both navigations are display:none there, so they are found by test id and text.
const sideMenu = () => within(screen.getByTestId('side-menu'));
const bottomBar = () => within(screen.getByTestId('bottom-bar'));
const links = (scope: ReturnType<typeof sideMenu>) => scope.getAllByRole('link', { hidden: true });
const hrefs = (scope: ReturnType<typeof sideMenu>) => links(scope).map((link) => link.getAttribute('href'));
const link = (scope: ReturnType<typeof sideMenu>, text: string) => scope.queryByText(text)?.closest('a') ?? null;

test('S3-2-01 S3-2-02 S3-2-07 the side menu: Kloboard, vacancies, the own profile with its ring; logout asks for confirmation first', async () => {
  renderNavigation({ mus01, usr01: { corporate: [] } });
  expect(hrefs(sideMenu())).toEqual(['/home/kloboard', '/jobs', '/profile/USR-9']);
  expect(sideMenu().getByTestId('profile-ring')).toBeInTheDocument();
  expect(screen.getByTestId('logout-open')).toHaveTextContent('false');
  await userEvent.click(sideMenu().getByText('Keluar'));
  expect(screen.getByTestId('logout-open')).toHaveTextContent('true');
});

test('S3-2-04 S3-2-05 S3-2-06 a company admin with AUTH2078 allowed: the corporate link (new tab, logs admin-login) and the hiring portal', async () => {
  const { service } = renderNavigation({ mus01, usr01: { corporate: [corporate(true)] } });
  const company = link(sideMenu(), 'Perusahaan')!;
  expect(company).toHaveAttribute('href', employersCompanyListUrl('CORP-1'));
  expect(company).toHaveAttribute('target', '_blank');
  const portal = link(sideMenu(), 'Portal Rekrutmen')!;
  expect(portal).toHaveAttribute('href', HIRING_PORTAL_URL);
  expect(portal).toHaveAttribute('target', '_blank');
  company.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(company);
  const logged = service.requests.find((request) => request.url === ACTIVITY_PATHS.action);
  expect(logged?.options?.params).toEqual(expect.objectContaining({ entity: 'admin-login', entityId: 'CORP-1', user: 'USR-9' }));
});

test.each([
  ['not allowed', corporate(false)],
  ['not granted', corporate(null)],
])('S3-2-06 AUTH2078 %s: no hiring portal', (_case, access) => {
  renderNavigation({ mus01, usr01: { corporate: [access] } });
  expect(link(sideMenu(), 'Perusahaan')).toBeInTheDocument();
  expect(link(sideMenu(), 'Portal Rekrutmen')).not.toBeInTheDocument();
});

test('S3-2-06 without corporate access: neither the corporate link nor the hiring portal', () => {
  renderNavigation({ mus01, usr01: { corporate: [] } });
  expect(link(sideMenu(), 'Perusahaan')).not.toBeInTheDocument();
  expect(link(sideMenu(), 'Portal Rekrutmen')).not.toBeInTheDocument();
});

test('S3-2-08 S3-2-09 the bottom bar: Kloboard, company (corporate users only), vacancies, profile', () => {
  renderNavigation({ mus01, usr01: { corporate: [corporate(true)] } });
  expect(
    bottomBar()
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent),
  ).toEqual(['Kloboard', 'Perusahaan', 'Lowongan', 'Profil']);
});

test('S3-2-09 a klobber without corporate access has no company entry in the bottom bar', () => {
  renderNavigation({ mus01, usr01: { corporate: [] } });
  expect(
    bottomBar()
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent),
  ).toEqual(['Kloboard', 'Lowongan', 'Profil']);
});
