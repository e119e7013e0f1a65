import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom, take, toArray } from 'rxjs';
import { APPLICATION_PATHS, CONTENT_PATHS } from '@klob/shared/api-contract/content';
import { jobShortHash } from '@klob/shared/links';
import { paged, vacancyDetail, vacancySummary } from '../test-support/fixtures';
import { createJourneyServices, envelope, mountJourneyPage, unmountJourneyPages } from '../test-support/journey-test-support';

afterEach(unmountJourneyPages);

const JOB_PATH = '/job/pt-nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001';
const QUERY = { id: 'KLV-0001', corporateId: 'CORP-NUSANTARA' };

test('S1-2.1-26 a visitor sees the limited job: the vacancy card, the first paragraph, and sign-in with the job target', async () => {
  const user = userEvent.setup();
  const { services, base, requireLogin } = createJourneyServices();
  base.on('GET', CONTENT_PATHS.vacancyDetail('KLV-0001'), envelope(vacancyDetail()));
  await mountJourneyPage(services, JOB_PATH, QUERY);

  const card = await screen.findByTestId('vacancy-card-header');
  expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent('Frontend Developer');
  expect(within(card).getByTestId('vacancy-code')).toHaveTextContent('KLV-0001');
  expect(screen.getByText('Paragraf satu.')).toBeVisible();
  expect(screen.queryByText('Paragraf dua yang hanya untuk anggota.')).toBeNull();
  expect(screen.queryByText('Syarat lengkap.')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Masuk untuk melamar' }));
  expect(requireLogin).toHaveBeenLastCalledWith('/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-NUSANTARA');
  await user.click(screen.getByTestId('job-chat-button'));
  expect(requireLogin).toHaveBeenCalledTimes(2);
});

test('S1-2.1-20 signed in, the query-only /home/klob-and-co/job?id= shape shows the whole job; chat opens with the vacancy card', async () => {
  const user = userEvent.setup();
  const { services, base, bus } = createJourneyServices({ signedIn: true });
  base.on('GET', CONTENT_PATHS.vacancyDetail('KLV-0001'), envelope(vacancyDetail({ hasApplied: false })));
  const backend = vacancySummary({ klobVacancyCode: 'KLV-0002', positionName: 'Backend Engineer', slug: 'backend-engineer' });
  base.on('GET', CONTENT_PATHS.vacancyList, envelope(paged([vacancySummary(), backend])));
  await mountJourneyPage(services, '/home/klob-and-co/job', QUERY);
  expect(await screen.findByText('Syarat lengkap.')).toBeVisible();
  // Similar jobs: the same category, without this one.
  const similar = await screen.findByTestId('similar-jobs');
  expect(
    within(similar)
      .getAllByTestId('vacancy-card')
      .map((card) => card.getAttribute('href')),
  ).toEqual(['/home/klob-and-co/job/pt-nusantara-digital/CORP-NUSANTARA/backend-engineer/KLV-0002?id=KLV-0002&corporateId=CORP-NUSANTARA']);
  expect(base.requests.find((request) => request.url === CONTENT_PATHS.vacancyList)?.options?.params).toMatchObject({
    keyword: 'Teknologi Informasi',
  });
  expect(screen.getByText('Paragraf dua yang hanya untuk anggota.')).toBeVisible();
  expect(screen.queryByTestId('limited-variant')).toBeNull();

  const opened = firstValueFrom(bus.on('openChat').pipe(take(1), toArray()));
  await user.click(screen.getByTestId('job-chat-button'));
  expect(await opened).toEqual([
    {
      corporateId: 'CORP-NUSANTARA',
      vacancy: {
        corporateLogo: null,
        positionName: 'Frontend Developer',
        employmentStatus: 'full-time',
        location: { province: 'DKI Jakarta' },
        klobVacancyCode: 'KLV-0001',
      },
    },
  ]);
});

test('S3-3-20 apply: with applications left, the apply click is recorded and the application page opens', async () => {
  const user = userEvent.setup();
  const { services, base, service, navigate } = createJourneyServices({ signedIn: true });
  base.on('GET', CONTENT_PATHS.vacancyDetail('KLV-0001'), envelope(vacancyDetail({ hasApplied: false })));
  service.on('GET', APPLICATION_PATHS.quota, envelope({ maxPerDay: 5, usedToday: 1, remaining: 4 }));
  service.on('POST', APPLICATION_PATHS.clickApply, envelope({ klobVacancyCode: 'KLV-0001', appliedAt: 'x', alreadyApplied: false }));
  await mountJourneyPage(services, JOB_PATH, QUERY);
  await user.click(await screen.findByRole('button', { name: 'Lamar Sekarang' }));
  expect(navigate).toHaveBeenLastCalledWith('/validasi-lamaran-pekerjaan/pt-nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001');
  expect(service.requests.find((request) => request.method === 'POST')?.options?.params).toEqual({ klobVacancyCode: 'KLV-0001' });
});

test('S3-3-20 apply: the max-apply warning before the last application, the error modal at the limit', async () => {
  const user = userEvent.setup();
  const { services, base, service, navigate } = createJourneyServices({ signedIn: true });
  base.on('GET', CONTENT_PATHS.vacancyDetail('KLV-0001'), envelope(vacancyDetail({ hasApplied: false })));
  service.on('GET', APPLICATION_PATHS.quota, envelope({ maxPerDay: 5, usedToday: 4, remaining: 1 }));
  service.on('POST', APPLICATION_PATHS.clickApply, envelope({ klobVacancyCode: 'KLV-0001', appliedAt: 'x', alreadyApplied: false }));
  await mountJourneyPage(services, JOB_PATH, QUERY);
  await user.click(await screen.findByRole('button', { name: 'Lamar Sekarang' }));
  const warning = await screen.findByRole('dialog', { name: 'Kesempatan Melamar Terakhir' });
  expect(within(warning).getByTestId('max-apply-warning')).toHaveTextContent(
    'Ini lamaran terakhirmu hari ini. Kamu dapat mengirim maksimal 5 lamaran dalam 24 jam.',
  );
  expect(navigate).not.toHaveBeenCalled();
  await user.click(within(warning).getByRole('button', { name: 'Tetap Lamar' }));
  expect(navigate).toHaveBeenCalledTimes(1);

  service.on('GET', APPLICATION_PATHS.quota, envelope({ maxPerDay: 5, usedToday: 5, remaining: 0 }));
  await user.click(screen.getByRole('button', { name: 'Lamar Sekarang' }));
  const error = await screen.findByRole('dialog', { name: 'Batas Lamaran Tercapai' });
  expect(within(error).getByTestId('max-apply-error')).toBeVisible();
  expect(within(error).queryByRole('button', { name: 'Tetap Lamar' })).toBeNull();
  expect(navigate).toHaveBeenCalledTimes(1);
});

test('an unknown vacancy shows the not-found state', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { services } = createJourneyServices();
  await mountJourneyPage(services, '/vacancy/klob/x/KLV-9999', { id: 'KLV-9999', corporateId: 'klob' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Halaman yang kamu cari tidak ditemukan.');
  consoleError.mockRestore();
});

test("S1-2.4-02 'Bagikan' copies the job's short link /{hash} and says so", async () => {
  const user = userEvent.setup();
  const { services, base, bus } = createJourneyServices();
  base.on('GET', CONTENT_PATHS.vacancyDetail('KLV-0001'), envelope(vacancyDetail()));
  base.on('GET', CONTENT_PATHS.vacancyList, envelope(paged([])));
  await mountJourneyPage(services, JOB_PATH, QUERY);
  const toasts = firstValueFrom(bus.on('toast').pipe(take(1), toArray()));
  await user.click(await screen.findByRole('button', { name: 'Bagikan' }));
  const shortLink = `${window.location.origin}/${jobShortHash('KLV-0001')}`;
  expect(await navigator.clipboard.readText()).toBe(shortLink);
  expect(await toasts).toEqual([{ kind: 'success', message: `Tautan lowongan disalin: ${shortLink}` }]);
});

test('a job page without a vacancy id (bare /job) takes the visitor to the job list in place; a bare /company to the company list', async () => {
  const { services, navigate } = createJourneyServices();
  await mountJourneyPage(services, '/job', {});
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/jobs', { replace: true }));
  await unmountJourneyPages();
  await mountJourneyPage(services, '/company', {});
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/companies', { replace: true }));
});
