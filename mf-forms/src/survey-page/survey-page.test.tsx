import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import {
  SURVEY_PATHS,
  UPLOAD_PATHS,
  type SurveySubmission,
  type SurveySubmissionRecord,
  type SurveyView,
  type UploadRequest,
} from '@klob/shared/api-contract/forms';
import { mountUnit, type MountedUnit } from '@klob/shared/testing';
import surveyPageUnit from '../expose/survey-page';
import { FULL_SURVEY, SIGNED_IN, createFormsServices, envelope, type FormsTestSetup } from '../testing/forms-test-support';

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
});

async function mountPage(setup: FormsTestSetup, pathname: string) {
  const unit = await mountUnit(
    surveyPageUnit,
    { services: setup.services, params: {}, query: {}, pathname },
    { name: `page-${mounted.length}` },
  );
  mounted.push(unit);
  return unit;
}

/** An e-form with an optional short question and an optional upload question. */
const EFORM: SurveyView = {
  header: { ...FULL_SURVEY.header!, surveyId: 'SRV-VISITOR-01', surveyName: 'Survei Pengunjung Klob', phone: '' },
  question: [
    { ...FULL_SURVEY.question[0]!, mandatory: 'y' },
    { ...FULL_SURVEY.question[1]!, mandatory: 'n' },
    { ...FULL_SURVEY.question[5]!, questionType: 'upload', mandatory: 'n' },
  ],
};

test('S1-2.6-04 S1-1-06 /eform/{surveyUrl} shows its survey as a full page', async () => {
  const setup = createFormsServices({ survey: EFORM });
  await mountPage(setup, '/eform/survei-pengunjung');
  expect(await screen.findByRole('heading', { level: 1, name: 'Survei Pengunjung Klob' })).toBeVisible();
  expect(setup.service.requests[0]).toMatchObject({ url: SURVEY_PATHS.eformView, options: { params: { surveyUrl: 'survei-pengunjung' } } });
});

test('S1-2.6-05 /form/{id} reads the survey of its form event', async () => {
  const setup = createFormsServices({ survey: EFORM, auth: SIGNED_IN });
  await mountPage(setup, '/form/beasiswa-merapi-2026');
  await screen.findByRole('heading', { level: 1 });
  expect(setup.service.requests[0]).toMatchObject({ url: SURVEY_PATHS.formView, options: { params: { formId: 'beasiswa-merapi-2026' } } });
});

test('S3-5-09 S3-3-06 an e-form follows the question flags: a question flagged y must be answered, one flagged n and an optional upload question may stay empty', async () => {
  const setup = createFormsServices({ survey: EFORM });
  let saved: SurveySubmission | undefined;
  setup.service.on('POST', SURVEY_PATHS.save, (request) => {
    saved = request.data as SurveySubmission;
    return envelope({ submissionId: 'SUB-3' });
  });
  await mountPage(setup, '/eform/survei-pengunjung');
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('button', { name: 'Kirim' }));
  // Only the mandatory question (and the header fields) complain.
  expect(await screen.findAllByText('Anda belum menjawab pertanyaan ini')).toHaveLength(1);
  await user.type(screen.getByLabelText(/^Nama/), 'Rani');
  await user.type(screen.getByLabelText(/^Email/), 'rani@example.id');
  await user.type(within(screen.getAllByTestId('survey-question')[0]!).getByRole('textbox'), 'Mencari kerja');
  await user.click(screen.getByRole('button', { name: 'Kirim' }));
  await waitFor(() => expect(saved?.option).toEqual([{ surveyId: 'SRV-VISITOR-01', questionId: 'Q1', answerText: 'Mencari kerja' }]));
  expect(await screen.findByText('Terima kasih, formulirmu sudah terkirim.')).toBeVisible();
});

test('a second click while the answers are being saved sends them only once', async () => {
  const setup = createFormsServices({ survey: EFORM });
  let answer: (body: unknown) => void = () => {};
  setup.service.on('POST', SURVEY_PATHS.save, () => new Promise((resolve) => (answer = resolve)));
  await mountPage(setup, '/eform/survei-pengunjung');
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.type(screen.getByLabelText(/^Nama/), 'Rani');
  await user.type(screen.getByLabelText(/^Email/), 'rani@example.id');
  await user.type(within(screen.getAllByTestId('survey-question')[0]!).getByRole('textbox'), 'Mencari kerja');
  const send = screen.getByRole('button', { name: 'Kirim' });
  await user.click(send);
  await waitFor(() => expect(send).toBeDisabled());
  await user.click(send);
  await user.click(send);
  const saves = () => setup.service.requests.filter((request) => request.url === SURVEY_PATHS.save);
  expect(saves()).toHaveLength(1);

  answer(envelope({ submissionId: 'SUB-3' }));
  expect(await screen.findByText('Terima kasih, formulirmu sudah terkirim.')).toBeVisible();
  expect(saves()).toHaveLength(1);
});

test('an unknown e-form says the form is not found', async () => {
  const setup = createFormsServices();
  setup.service.on('GET', SURVEY_PATHS.eformView, () => new HttpError(404, 'Not Found', { message: 'No e-form x' }));
  await mountPage(setup, '/eform/tidak-ada');
  expect(await screen.findByText('Formulir tidak ditemukan')).toBeVisible();
});

test('S3-6-01 an e-form not open to visitors asks a visitor to sign in and comes back to it', async () => {
  const setup = createFormsServices({ survey: { ...EFORM, header: { ...EFORM.header!, notLogin: false } } });
  await mountPage(setup, '/survey/demosurveinenilai');
  expect(await screen.findByText('Masuk dulu untuk mengisi formulir ini.')).toBeVisible();
  expect(screen.queryByTestId('survey-form')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Masuk' }));
  expect(setup.services.auth.requireLogin).toHaveBeenCalledWith('/survey/demosurveinenilai');
});

/** The signed-in author's stored submission of EFORM: a short answer, the others option and a file. */
const STORED: SurveySubmissionRecord = {
  submissionId: 'SUB-1',
  surveyId: 'SRV-VISITOR-01',
  submittedAt: '2026-11-20T08:00:00.000Z',
  name: 'Sari Dewi',
  email: 'sari@klob.id',
  phone: null,
  student: null,
  option: [
    { questionId: 'Q1', answerId: null, answerText: 'Mencari magang', answerSequence: null, file: null },
    { questionId: 'Q2', answerId: 'Q2-A3', answerText: 'Pameran kampus', answerSequence: null, file: null },
    {
      questionId: 'Q6',
      answerId: null,
      answerText: '/files/0123456789abcdef01234567-cvlama.pdf',
      answerSequence: null,
      file: {
        name: 'cvlama.pdf',
        size: 1536,
        type: 'application/pdf',
        url: '/files/0123456789abcdef01234567-cvlama.pdf',
        fileKey: '0123456789abcdef01234567-cvlama.pdf',
      },
    },
  ],
};

function editingSetup() {
  const setup = createFormsServices({ survey: EFORM, auth: SIGNED_IN });
  setup.service.on('GET', SURVEY_PATHS.mySubmission, envelope(STORED));
  const saved: SurveySubmission[] = [];
  setup.service.on('POST', SURVEY_PATHS.save, (request) => {
    saved.push(request.data as SurveySubmission);
    return envelope({ submissionId: 'SUB-2' });
  });
  return { setup, saved };
}

test('S3-3-10 a signed-in author revisiting an e-form finds the stored answers and the stored file: name, size and a link to open it', async () => {
  const { setup, saved } = editingSetup();
  await mountPage(setup, '/eform/survei-pengunjung');
  expect(await screen.findByText('Jawabanmu sebelumnya sudah terisi. Ubah lalu kirim lagi untuk memperbaruinya.')).toBeVisible();
  expect(setup.service.requests).toContainEqual(
    expect.objectContaining({
      url: SURVEY_PATHS.mySubmission,
      options: expect.objectContaining({ params: { surveyId: 'SRV-VISITOR-01' } }),
    }),
  );
  expect(screen.getByLabelText(/^Nama/)).toHaveValue('Sari Dewi');
  const [short, choice, upload] = screen.getAllByTestId('survey-question');
  expect(within(short!).getByRole('textbox')).toHaveValue('Mencari magang');
  expect(within(choice!).getByLabelText('Lainnya')).toBeChecked();
  expect(within(choice!).getByPlaceholderText('Tulis jawabanmu')).toHaveValue('Pameran kampus');
  const item = within(upload!).getByTestId('upload-item');
  expect(within(item).getByRole('link', { name: 'cvlama.pdf' })).toHaveAttribute('href', '/files/0123456789abcdef01234567-cvlama.pdf');
  expect(within(item).getByText('1.5 KB')).toBeVisible();
  expect(within(item).getByText('Tersimpan')).toBeVisible();

  // Untouched, the stored file stays the answer.
  await userEvent.setup().click(screen.getByRole('button', { name: 'Kirim' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.option).toContainEqual({ surveyId: 'SRV-VISITOR-01', questionId: 'Q6', answerText: STORED.option[2]!.answerText });
  expect(saved[0]!.option).toContainEqual({
    surveyId: 'SRV-VISITOR-01',
    questionId: 'Q2',
    answerId: 'Q2-A3',
    answerText: 'Pameran kampus',
  });
});

test('S3-3-11 replacing the stored file uploads the new one, leaves the stored one in place and saves the new url', async () => {
  const { setup, saved } = editingSetup();
  const uploaded: UploadRequest[] = [];
  setup.service.on('POST', UPLOAD_PATHS.upload, (request) => {
    uploaded.push(request.data as UploadRequest);
    return envelope('fedcba9876543210fedcba98-cvbaru.pdf');
  });
  await mountPage(setup, '/eform/survei-pengunjung');
  const user = userEvent.setup({ applyAccept: false });
  const upload = (await screen.findAllByTestId('survey-question'))[2]!;
  await user.click(within(upload).getByRole('button', { name: 'Ganti cvlama.pdf' }));
  await user.upload(within(upload).getByTestId('upload-input'), new File(['%PDF-1.4'], 'cv baru.pdf', { type: 'application/pdf' }));
  expect(await within(upload).findByRole('link', { name: 'cvbaru.pdf' })).toHaveAttribute(
    'href',
    '/files/fedcba9876543210fedcba98-cvbaru.pdf',
  );
  expect(within(upload).queryByText('cvlama.pdf')).not.toBeInTheDocument();
  expect(uploaded).toEqual([expect.objectContaining({ originalFilename: 'cvbaru.pdf' })]);
  // The stored file belongs to the saved answer until the new one is saved: it is not deleted.
  expect(setup.service.requests.some((request) => request.method === 'DELETE')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Kirim' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.option).toContainEqual({
    surveyId: 'SRV-VISITOR-01',
    questionId: 'Q6',
    answerText: '/files/fedcba9876543210fedcba98-cvbaru.pdf',
  });
});

test('S3-3-11 removing the stored file takes it out of the answer without deleting it', async () => {
  const { setup, saved } = editingSetup();
  await mountPage(setup, '/eform/survei-pengunjung');
  const user = userEvent.setup();
  const upload = (await screen.findAllByTestId('survey-question'))[2]!;
  await user.click(within(upload).getByRole('button', { name: 'Hapus file cvlama.pdf' }));
  expect(within(upload).queryByTestId('upload-item')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Kirim' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.option.some((entry) => entry.questionId === 'Q6')).toBe(false);
  expect(setup.service.requests.some((request) => request.method === 'DELETE')).toBe(false);
});
