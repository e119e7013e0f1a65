import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VacancySummary } from '@klob/shared/api-contract/content';
import { LANDING_PATHS } from '@klob/shared/api-contract/platform';
import { createFakeHttpClient, createTestI18n, createTestServices, mountUnit, type MountedUnit } from '@klob/shared/testing';
import campaignPageUnit from '../expose/campaign-page';
import { landingTexts } from '../testing/landing-texts';

jest.mock('./page-files', () => jest.requireActual('./page-files-from-disk'));

const vacancy = (code: string, positionName: string): VacancySummary =>
  ({
    klobVacancyCode: code,
    positionName,
    slug: positionName.toLowerCase().replace(/ /g, '-'),
    corporateId: 'CORP-BANKJATIM',
    corporateName: 'Bank Jatim',
    corporateSlug: 'bank-jatim',
    city: 'Surabaya',
    province: 'Jawa Timur',
    workModel: 'onsite',
  }) as VacancySummary;

/** Only the clock is fake: 23 Nov 2026, inside the open campaigns' windows and after Askrida 2023's. */
const pinToday = () =>
  jest.useFakeTimers({
    now: new Date('2026-11-23T12:00:00Z'),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
  jest.useRealTimers();
});

async function mountCampaign(pathname: string, { signedIn = false } = {}) {
  const service = createFakeHttpClient({
    [`GET ${LANDING_PATHS.vacancyList}`]: (request) => ({
      status: 200,
      message: 'success',
      result: {
        items:
          request.options?.params?.keyword === 'Account Officer'
            ? [vacancy('KLP-0003', 'Account Officer')]
            : [vacancy('KLP-0001', 'Teller'), vacancy('KLP-0003', 'Account Officer')],
      },
    }),
  });
  const services = createTestServices({
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
    i18n: createTestI18n({ resources: landingTexts }),
    navigate: jest.fn(),
    auth: { getIdToken: () => (signedIn ? 'token' : null), isAuthenticated: () => signedIn, requireLogin: jest.fn() },
  });
  mounted.push(await mountUnit(campaignPageUnit, { services, params: {}, query: {}, pathname }));
  return { services, service };
}

test('a campaign page shows its own heading, brand logo and the partner vacancies from the api', async () => {
  pinToday();
  const { service } = await mountCampaign('/rekrutmen-bankjatim');
  expect(screen.getByRole('heading', { level: 1, name: 'Rekrutmen Bank Jatim 2026' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^Logo / })).toHaveAttribute('src', '/static/demo/campaign/bank-jatim-logo.svg');
  expect(await screen.findAllByTestId('campaign-vacancy')).toHaveLength(2);
  expect(service.requests[0]?.options?.params).toMatchObject({ corporateId: 'CORP-BANKJATIM' });
  expect(screen.getByTestId('unit-slot-mf_forms/guestbook')).toBeInTheDocument();
});

test('a page of one programme lists only its vacancies; the detail link is the job URL shape', async () => {
  pinToday();
  const { services } = await mountCampaign('/AO-BankJatim');
  const [card] = await screen.findAllByTestId('campaign-vacancy');
  expect(screen.getAllByTestId('campaign-vacancy')).toHaveLength(1);
  const detail = within(card!).getByRole('link', { name: 'Lihat Detail' });
  expect(detail).toHaveAttribute('href', '/job/bank-jatim/CORP-BANKJATIM/account-officer/KLP-0003?id=KLP-0003&corporateId=CORP-BANKJATIM');
  await act(() => userEvent.click(detail));
  expect(services.navigate).toHaveBeenCalledWith(
    '/job/bank-jatim/CORP-BANKJATIM/account-officer/KLP-0003?id=KLP-0003&corporateId=CORP-BANKJATIM',
  );
});

test('apply as a visitor asks for sign-in and comes back to the job application of that vacancy', async () => {
  pinToday();
  const { services } = await mountCampaign('/AO-BankJatim');
  const apply = await screen.findByRole('button', { name: 'Lamar Account Officer' });
  await act(() => userEvent.click(apply));
  expect(services.auth.requireLogin).toHaveBeenCalledWith('/validasi-lamaran-pekerjaan/bank-jatim/CORP-BANKJATIM/account-officer/KLP-0003');
  expect(services.navigate).not.toHaveBeenCalled();
});

test('apply when signed in opens the job application flow directly', async () => {
  pinToday();
  const { services } = await mountCampaign('/AO-BankJatim', { signedIn: true });
  const apply = await screen.findByRole('button', { name: 'Lamar Account Officer' });
  await act(() => userEvent.click(apply));
  expect(services.navigate).toHaveBeenCalledWith('/validasi-lamaran-pekerjaan/bank-jatim/CORP-BANKJATIM/account-officer/KLP-0003');
});

test('a page past its end date shows "closed" and offers no apply action', async () => {
  pinToday();
  await mountCampaign('/odp-askrida2023');
  expect(screen.getByTestId('campaign-closed')).toHaveTextContent('Pendaftaran sudah ditutup');
  await screen.findAllByTestId('campaign-vacancy');
  expect(screen.queryByRole('button', { name: /^Lamar/ })).not.toBeInTheDocument();
});
