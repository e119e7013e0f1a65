import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { PROFILE_STRENGTH_PATH } from '@klob/shared/api-contract/content';
import { ONBOARDING_PATHS, type OnboardingMasterData, type OnboardingStep } from '@klob/shared/api-contract/onboarding';
import { shellTranslations } from '../texts/shell';
import { renderRoute } from '../testing/render-route';
import { PageShell } from '../layout/page-shell';
import { loadUnitModule } from '../remotes/federation';
// Loaded up front, so the lazy chunks resolve at once.
import '../overlays/signed-in/signed-in-overlays';
import '../menus/signed-in-navigation';
import '../menus/signed-in-header';

jest.mock('../remotes/federation', () => ({ loadUnitModule: jest.fn() }));

const USER = { userId: 'USR-9', firstName: 'Dewi', lastName: '', profilePictureUrl: null, emailLogin: 'dewi@klob.id' };
const texts = shellTranslations.id.onboarding;

const step = (stepKey: OnboardingStep['stepKey'], title: string, linkPath: string, done = false): OnboardingStep => ({
  stepKey,
  title: { id: title, en: `${title} (en)` },
  description: { id: `Tentang ${title}`, en: `About ${title}` },
  linkPath,
  done,
});

const MASTER: OnboardingMasterData = {
  title: { id: 'Selamat datang di Klob!', en: 'Welcome to Klob!' },
  intro: { id: 'Empat langkah singkat.', en: 'Four short steps.' },
  steps: [
    step('completeProfile', 'Lengkapi profilmu', '/profile-completeness'),
    step('uploadCv', 'Siapkan CV-mu', '/cv-templates'),
    step('workingStatus', 'Atur status kerjamu', '/profile/USR-9', true),
    step('exploreJourney', 'Jelajahi Klob Journey', '/home/klob-meter'),
  ],
};
const ALL_NULL: OnboardingMasterData = { title: null, intro: null, steps: null };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderShellAt(path: string, master: OnboardingMasterData | Error = MASTER) {
  jest.mocked(loadUnitModule).mockReturnValue(new Promise(() => undefined));
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id } } }) });
  const http = createFakeHttpClient({
    [`GET ${PROFILE_STRENGTH_PATH}`]: { status: 200, result: { progressSection: { currentPercent: 40 } } },
    'GET /rest/open/page/event/master/project': { status: 200, result: [] },
    [`GET ${ONBOARDING_PATHS.onboarding}`]: () => (master instanceof Error ? master : { status: 200, message: 'success', result: master }),
    [`POST ${ONBOARDING_PATHS.finish}`]: { status: 200, message: 'success', result: {} },
    [`POST ${ONBOARDING_PATHS.followStep}`]: { status: 200, message: 'success', result: ALL_NULL },
  });
  services.http.service = http;
  services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: USER });
  renderRoute([{ element: <PageShell />, children: [{ path: '*', element: <Where /> }] }], path, services);
  const posted = (path: string) => http.requests.filter((request) => request.method === 'POST' && request.url === path);
  return { http, posted };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('S1-2.9-21 S1-3-20 a new Klobber sees the onboarding modal built from the onboarding master data', async () => {
  renderShellAt('/home');
  const dialog = await screen.findByRole('dialog', { name: 'Selamat datang di Klob!' });
  expect(within(dialog).getByText('Empat langkah singkat.')).toBeInTheDocument();
  expect(within(dialog).getByText(texts.progress.replace('{{done}}', '1').replace('{{total}}', '4'))).toBeInTheDocument();
  const steps = within(dialog).getAllByTestId('onboarding-step');
  expect(steps.map((item) => item.getAttribute('data-done'))).toEqual(['false', 'false', 'true', 'false']);
  // A done step offers no link; the others lead to their pages.
  const links = within(dialog).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile-completeness', '/cv-templates', '/home/klob-meter']);
  expect(links[1]).toHaveAccessibleName(`${texts.openStep}: Siapkan CV-mu`);
  // Focus is moved into the dialog.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
});

test('S1-2.9-21 all-null master data (finished, or nothing to show) shows no modal', async () => {
  const { http } = renderShellAt('/home', ALL_NULL);
  await waitFor(() => expect(http.requests.some((request) => request.url === ONBOARDING_PATHS.onboarding)).toBe(true));
  expect(await screen.findByTestId('extra-bar')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('S1-2.9-21 a failed master-data call shows no modal and leaves the page usable', async () => {
  renderShellAt('/home', new Error('offline'));
  expect(await screen.findByTestId('extra-bar')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('S1-2.9-22 the onboarding modal does not show on /profile-completeness', async () => {
  renderShellAt('/profile-completeness');
  expect(await screen.findByTestId('where')).toHaveTextContent('/profile-completeness');
  await waitFor(() => {
    for (const ring of screen.getAllByTestId('profile-ring')) expect(ring).toHaveAttribute('data-percent', '40');
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('S1-2.9-21 Escape dismisses it for good (the finish is sent as dismissed)', async () => {
  const { posted } = renderShellAt('/home/kloboard');
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posted(ONBOARDING_PATHS.finish).map((request) => request.data)).toEqual([{ outcome: 'dismissed' }]);
});

test("S1-2.9-21 'Lewati' dismisses it for good; Tab stays inside the dialog", async () => {
  const { posted } = renderShellAt('/home/kloboard');
  const dialog = await screen.findByRole('dialog');
  const focusables = [...within(dialog).getAllByRole('button'), ...within(dialog).getAllByRole('link')];
  for (let press = 0; press < focusables.length + 2; press += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: texts.skip }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posted(ONBOARDING_PATHS.finish).map((request) => request.data)).toEqual([{ outcome: 'dismissed' }]);
});

test('S1-2.9-21 following a step goes to its page and completes the onboarding', async () => {
  const { posted } = renderShellAt('/home');
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('link', { name: `${texts.openStep}: Jelajahi Klob Journey` }));
  expect(screen.getByTestId('where')).toHaveTextContent('/home/klob-meter');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posted(ONBOARDING_PATHS.followStep).map((request) => request.data)).toEqual([{ stepKey: 'exploreJourney' }]);
  expect(posted(ONBOARDING_PATHS.finish).map((request) => request.data)).toEqual([{ outcome: 'completed' }]);
});

test("S1-2.9-21 'Mulai Sekarang' opens the first step not done yet", async () => {
  const { posted } = renderShellAt('/home');
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: texts.done }));
  expect(screen.getByTestId('where')).toHaveTextContent('/profile-completeness');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posted(ONBOARDING_PATHS.finish).map((request) => request.data)).toEqual([{ outcome: 'completed' }]);
});

test('S1-2.9-21 the finish outlives the modal: leaving for the profile step, where no overlay is mounted, does not abort it', async () => {
  const { posted } = renderShellAt('/home');
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('link', { name: `${texts.openStep}: Lengkapi profilmu` }));
  expect(screen.getByTestId('where')).toHaveTextContent('/profile-completeness');
  await waitFor(() => expect(screen.queryByTestId('extra-bar')).not.toBeInTheDocument());
  const sent = [...posted(ONBOARDING_PATHS.followStep), ...posted(ONBOARDING_PATHS.finish)];
  expect(sent.map((request) => request.data)).toEqual([{ stepKey: 'completeProfile' }, { outcome: 'completed' }]);
  for (const request of sent) expect(request.options?.signal?.aborted).not.toBe(true);
});
