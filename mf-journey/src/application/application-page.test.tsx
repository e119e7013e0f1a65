import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_PATHS, CONTENT_PATHS, MAX_APPLY_REACHED, type AdditionalQuestion } from '@klob/shared/api-contract/content';
import { HttpError } from '@klob/shared';
import { vacancyDetail, vacancySummary } from '../test-support/fixtures';
import { createJourneyServices, envelope, mountJourneyPage, never, unmountJourneyPages } from '../test-support/journey-test-support';

afterEach(unmountJourneyPages);

const PATH = '/validasi-lamaran-pekerjaan/pt-nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001';
const question = (overrides: Partial<AdditionalQuestion>): AdditionalQuestion => ({
  questionId: 'AQ-001',
  questionText: { id: 'Berapa tahun pengalamanmu?', en: 'How many years?' },
  questionType: 'short',
  mandatory: 'y',
  sequence: 1,
  options: [],
  ...overrides,
});
const QUESTIONS = [
  question({}),
  question({
    questionId: 'AQ-002',
    questionText: { id: 'Kapan mulai?', en: 'When?' },
    questionType: 'multiple choice',
    sequence: 2,
    options: [
      { answerId: 'AQ-002-1', answerText: 'Segera', sequence: 1 },
      { answerId: 'AQ-002-2', answerText: '1 bulan', sequence: 2 },
    ],
  }),
  question({
    questionId: 'AQ-004',
    questionText: { id: 'Unggah portofolio', en: 'Upload' },
    questionType: 'attachment',
    mandatory: 'n',
    sequence: 3,
  }),
];

const TEST = [
  {
    questionId: 'TQ-001',
    questionText: { id: 'Kode status untuk tidak ditemukan?', en: 'Not found status?' },
    options: [
      { answerId: 'TQ-001-1', answerText: { id: '200', en: '200' } },
      { answerId: 'TQ-001-2', answerText: { id: '404', en: '404' } },
    ],
  },
];

const SENT = {
  vacancy: vacancySummary(),
  submittedAt: '2026-11-23T05:00:00.000Z',
  testResult: { score: 1, total: 1 },
  stage: 'applied',
  timeline: [{ stage: 'applied', at: '2026-11-23T05:00:00.000Z' }],
};

function applicationServices({ withTest = false } = {}) {
  const journey = createJourneyServices({ signedIn: true });
  journey.service.on('GET', APPLICATION_PATHS.test, envelope({ klobVacancyCode: 'KLV-0001', questions: withTest ? TEST : [] }));
  journey.service.on('GET', CONTENT_PATHS.vacancyDetail('KLV-0001'), envelope(vacancyDetail({ hasApplied: false })));
  journey.service.on('GET', APPLICATION_PATHS.additionalQuestions, envelope({ klobVacancyCode: 'KLV-0001', questions: QUESTIONS }));
  return journey;
}

test('S3-3-20 the stages: mandatory answers are asked for, kept, the test answered, reviewed and sent; the timeline and test score show', async () => {
  const user = userEvent.setup();
  const { services, service, bus } = applicationServices({ withTest: true });
  service.on('POST', APPLICATION_PATHS.submit, envelope(SENT));
  await mountJourneyPage(services, PATH);

  const steps = await screen.findByRole('list', { name: 'Tahap lamaran' });
  expect(within(steps).getByText('Pertanyaan Tambahan')).toHaveAttribute('aria-current', 'step');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  expect(screen.getAllByText('Pertanyaan ini wajib dijawab')).toHaveLength(2);

  await user.type(screen.getByRole('textbox', { name: 'Berapa tahun pengalamanmu?' }), '3 tahun');
  expect(screen.getAllByText('Pertanyaan ini wajib dijawab')).toHaveLength(1);
  await user.click(screen.getByRole('radio', { name: 'Segera' }));
  // The upload unit reports the stored file on the bus; its url becomes the answer.
  bus.as('mf_forms').emit('fileUploaded', {
    uploadId: 'application-KLV-0001-AQ-004',
    url: '/files/portfolio.pdf',
    fileName: 'portfolio.pdf',
    present: true,
  });
  expect(await screen.findByTestId('attached-file')).toHaveTextContent('Berkas terlampir: portfolio.pdf');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));

  // The test step: every question must be answered.
  expect(within(steps).getByText('Tes')).toHaveAttribute('aria-current', 'step');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  expect(within(screen.getByTestId('test-TQ-001')).getByRole('alert')).toHaveTextContent('Pertanyaan ini wajib dijawab');
  await user.click(screen.getByRole('radio', { name: '404' }));
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));

  expect(within(steps).getByText('Periksa Lamaran')).toHaveAttribute('aria-current', 'step');
  // The review shows each answer about to be sent (issue 21): text, the chosen option, the file's name.
  const review = screen.getByTestId('application-review');
  expect(within(review).getByText('Berapa tahun pengalamanmu?').nextSibling).toHaveTextContent('3 tahun');
  expect(within(review).getByText('Kapan mulai?').nextSibling).toHaveTextContent('Segera');
  expect(within(review).getByText('Unggah portofolio').nextSibling).toHaveTextContent('portfolio.pdf');
  expect(screen.getByText('1 dari 1 pertanyaan tes sudah dijawab.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  expect(screen.getByRole('radio', { name: '404' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  expect(screen.getByRole('textbox', { name: 'Berapa tahun pengalamanmu?' })).toHaveValue('3 tahun');
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }));

  expect(await screen.findByTestId('application-sent')).toBeVisible();
  expect(screen.getByText('Lamaran terkirim')).toBeVisible();
  expect(screen.getByText('Skor tes: 1 dari 1')).toBeVisible();
  expect(service.requests.find((request) => request.method === 'POST')?.data).toEqual({
    klobVacancyCode: 'KLV-0001',
    answers: [
      { questionId: 'AQ-001', answerText: '3 tahun' },
      { questionId: 'AQ-002', answerIds: ['AQ-002-1'] },
      { questionId: 'AQ-004', answerText: '/files/portfolio.pdf' },
    ],
    testAnswers: [{ questionId: 'TQ-001', answerId: 'TQ-001-2' }],
  });
});

test('S3-3-20 the max-apply error modal when the api refuses at the limit; a refusal with a reason shows it and keeps the answers', async () => {
  const user = userEvent.setup();
  const { services, service } = applicationServices();
  service.on(
    'POST',
    APPLICATION_PATHS.submit,
    new HttpError(409, 'Conflict', { status: 409, message: 'limit', result: null, code: MAX_APPLY_REACHED }),
  );
  await mountJourneyPage(services, PATH);
  await user.type(await screen.findByRole('textbox', { name: 'Berapa tahun pengalamanmu?' }), '2');
  await user.click(screen.getByRole('radio', { name: '1 bulan' }));
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }));
  const modal = await screen.findByRole('dialog', { name: 'Batas Lamaran Tercapai' });
  await user.click(within(modal).getByRole('button', { name: 'Mengerti' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  service.on(
    'POST',
    APPLICATION_PATHS.submit,
    new HttpError(400, 'Bad Request', { status: 400, message: 'answers: AQ-001 is required', result: null }),
  );
  await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('answers: AQ-001 is required');
  await user.click(screen.getByRole('button', { name: 'Kembali' }));
  expect(screen.getByRole('textbox', { name: 'Berapa tahun pengalamanmu?' })).toHaveValue('2');
});

test('a send that fails without a reason says so under the review and keeps the answers; sending again goes through', async () => {
  const user = userEvent.setup();
  const { services, service } = applicationServices();
  service.on('POST', APPLICATION_PATHS.submit, new Error('offline'));
  await mountJourneyPage(services, PATH);
  await user.type(await screen.findByRole('textbox', { name: 'Berapa tahun pengalamanmu?' }), '4 tahun');
  await user.click(screen.getByRole('radio', { name: 'Segera' }));
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Konten gagal dimuat. Coba lagi sebentar lagi.');
  expect(screen.queryByTestId('application-sent')).toBeNull();
  const review = screen.getByTestId('application-review');
  expect(within(review).getByText('Berapa tahun pengalamanmu?').nextSibling).toHaveTextContent('4 tahun');

  service.on('POST', APPLICATION_PATHS.submit, envelope(SENT));
  await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }));
  expect(await screen.findByTestId('application-sent')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  const sends = service.requests.filter((request) => request.method === 'POST').map((request) => request.data);
  expect(sends).toEqual([
    expect.objectContaining({
      answers: [
        { questionId: 'AQ-001', answerText: '4 tahun' },
        { questionId: 'AQ-002', answerIds: ['AQ-002-1'] },
      ],
    }),
    sends[0],
  ]);
});

test('while the application is being sent, sending and going back wait; leaving the page stops the send', async () => {
  const user = userEvent.setup();
  const { services, service } = applicationServices();
  service.on('POST', APPLICATION_PATHS.submit, never);
  await mountJourneyPage(services, PATH);
  await user.type(await screen.findByRole('textbox', { name: 'Berapa tahun pengalamanmu?' }), '1');
  await user.click(screen.getByRole('radio', { name: 'Segera' }));
  await user.click(screen.getByRole('button', { name: 'Lanjut' }));
  await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }));

  expect(screen.getByRole('button', { name: 'Kirim Lamaran' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Kembali' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }));
  const sends = service.requests.filter((request) => request.method === 'POST');
  expect(sends).toHaveLength(1);

  await unmountJourneyPages();
  expect(sends[0]?.options?.signal?.aborted).toBe(true);
});
