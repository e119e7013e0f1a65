import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { CONTENT_PATHS } from '@klob/shared/api-contract/content';
import { REPORT_PATHS, type DirectReport } from '@klob/shared/api-contract/reports';
import { mountUnit, type FakeHttpClient, type MountedUnit } from '@klob/shared/testing';
import directReportPageUnit from '../expose/direct-report-page';
import { SIGNED_IN, createFormsServices, envelope, type FormsTestSetup } from '../testing/forms-test-support';

const REPORT: DirectReport = {
  reportRefCode: 'RPT-7KQ2M9XD',
  subjectType: 'vacancy',
  subjectId: 'KLV-0001',
  subjectTitle: 'Frontend Engineer',
  corporateId: 'CORP-1',
  corporateName: 'PT Maju Jaya',
  reason: 'fraud',
  description: 'Perekrut meminta biaya pelatihan Rp 1.500.000 sebelum wawancara.',
  status: 'in_review',
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  details: [],
};

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
});

async function mountPage(setup: FormsTestSetup, reportRefCode: string, query: Record<string, string> = {}) {
  const unit = await mountUnit(
    directReportPageUnit,
    { services: setup.services, params: { reportRefCode }, query, pathname: `/direct-report/${reportRefCode}` },
    { name: `direct-report-${mounted.length}` },
  );
  mounted.push(unit);
  return unit;
}

const signedIn = () => createFormsServices({ auth: SIGNED_IN });

test('the reporter sees the report: what was reported, the reason, the status step and the dates', async () => {
  const setup = signedIn();
  setup.service.on('GET', REPORT_PATHS.report(REPORT.reportRefCode), envelope(REPORT));
  await mountPage(setup, REPORT.reportRefCode);
  expect(await screen.findByRole('heading', { level: 1, name: 'Laporan RPT-7KQ2M9XD' })).toBeVisible();
  expect(screen.getByTestId('direct-report-subject')).toHaveTextContent('Frontend Engineer · PT Maju Jaya');
  expect(screen.getByText('Penipuan (meminta biaya, perusahaan palsu)')).toBeVisible();
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Sedang ditinjau');
  expect(screen.getByText('20 Nov 2026 10:00 WIB')).toBeVisible();
  expect(screen.getByText('Belum ada keterangan tambahan.')).toBeVisible();
});

test('a 404 (another user’s or an unknown code) shows not found without any report data', async () => {
  const setup = signedIn();
  setup.service.on(
    'GET',
    REPORT_PATHS.report(REPORT.reportRefCode),
    new HttpError(404, 'Not Found', { status: 404, message: 'No report RPT-7KQ2M9XD of yours', result: null }),
  );
  await mountPage(setup, REPORT.reportRefCode);
  expect(await screen.findByRole('heading', { level: 1, name: 'Laporan tidak ditemukan' })).toBeVisible();
  expect(screen.getByText(/Kode RPT-7KQ2M9XD tidak cocok dengan laporan mana pun di akunmu/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Ke Beranda' })).toHaveAttribute('href', '/home');
});

test('a code that is no report code is explained without asking the api', async () => {
  const setup = signedIn();
  await mountPage(setup, 'abc');
  expect(await screen.findByRole('heading', { level: 1, name: 'Kode laporan tidak valid' })).toBeVisible();
  expect(setup.service.requests).toEqual([]);
});

test('a detail with no text and no file is refused with a message; a text is added and listed', async () => {
  const setup = signedIn();
  setup.service.on('GET', REPORT_PATHS.report(REPORT.reportRefCode), envelope(REPORT));
  setup.service.on('POST', REPORT_PATHS.details(REPORT.reportRefCode), (request) =>
    envelope({
      ...REPORT,
      details: [{ text: (request.data as { text: string }).text, attachment: null, addedAt: '2026-11-22T01:00:00.000Z' }],
    }),
  );
  await mountPage(setup, REPORT.reportRefCode);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Tambahkan' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Isi keterangan atau lampirkan file');
  await user.type(screen.getByLabelText('Keterangan'), 'Nomor rekening perekrut: 123-456.');
  await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Keterangan ditambahkan.');
  expect(screen.getByTestId('direct-report-details')).toHaveTextContent('Nomor rekening perekrut: 123-456.');
  expect(setup.service.requests.filter((request) => request.method === 'POST')).toMatchObject([
    { url: REPORT_PATHS.details(REPORT.reportRefCode), data: { text: 'Nomor rekening perekrut: 123-456.' } },
  ]);
});

describe('a new report (/direct-report/baru?vacancy=)', () => {
  const vacancy = { klobVacancyCode: 'KLV-0001', positionName: 'Frontend Engineer', corporateName: 'PT Maju Jaya' };

  test('names the vacancy, checks the reason and the description, keeps what was typed when the api refuses, then opens the new report', async () => {
    const setup = signedIn();
    (setup.services.http.base as FakeHttpClient).on('GET', CONTENT_PATHS.vacancyDetail('KLV-0001'), envelope(vacancy));
    let refuse = true;
    setup.service.on('POST', REPORT_PATHS.create, () =>
      refuse ? new HttpError(400, 'Bad Request', { status: 400, message: 'description: too vague', result: null }) : envelope(REPORT),
    );
    await mountPage(setup, 'baru', { vacancy: 'KLV-0001' });
    expect(await screen.findByTestId('direct-report-subject')).toHaveTextContent('Frontend Engineer · PT Maju Jaya');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Ceritakan apa yang terjadi/), 'penipuan');
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    expect(await screen.findByText('Pilih alasan laporan')).toBeVisible();
    expect(screen.getByText('Minimal 20 karakter')).toBeVisible();
    expect(setup.service.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByLabelText('Penipuan (meminta biaya, perusahaan palsu)'));
    await user.type(screen.getByLabelText(/Ceritakan apa yang terjadi/), ': diminta transfer Rp 1.500.000');
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Laporan belum terkirim: description: too vague');
    expect(screen.getByLabelText(/Ceritakan apa yang terjadi/)).toHaveValue('penipuan: diminta transfer Rp 1.500.000');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    await waitFor(() => expect(setup.services.navigate).toHaveBeenCalledWith('/direct-report/RPT-7KQ2M9XD'));
    expect(setup.service.requests.filter((request) => request.method === 'POST').at(-1)).toMatchObject({
      data: { subjectType: 'vacancy', subjectId: 'KLV-0001', reason: 'fraud', description: 'penipuan: diminta transfer Rp 1.500.000' },
    });
  });

  test('a second click while the report is being sent sends no second report', async () => {
    const setup = signedIn();
    (setup.services.http.base as FakeHttpClient).on('GET', CONTENT_PATHS.vacancyDetail('KLV-0001'), envelope(vacancy));
    let answer: (body: unknown) => void = () => {};
    setup.service.on('POST', REPORT_PATHS.create, () => new Promise((resolve) => (answer = resolve)));
    await mountPage(setup, 'baru', { vacancy: 'KLV-0001' });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Penipuan (meminta biaya, perusahaan palsu)'));
    await user.type(screen.getByLabelText(/Ceritakan apa yang terjadi/), 'Perekrut meminta biaya pelatihan.');
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    const sending = await screen.findByRole('button', { name: 'Mengirim…' });
    await user.click(sending);
    await user.click(sending);
    expect(setup.service.requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    answer(envelope(REPORT));
    await waitFor(() => expect(setup.services.navigate).toHaveBeenCalledWith('/direct-report/RPT-7KQ2M9XD'));
    expect(setup.services.navigate).toHaveBeenCalledTimes(1);
  });

  test('without a vacancy it says how to report one', async () => {
    await mountPage(signedIn(), 'baru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidak ada lowongan yang dipilih' })).toBeVisible();
  });
});
