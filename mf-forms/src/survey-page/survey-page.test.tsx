import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { SURVEY_PATHS, type SurveySubmission, type SurveyView } from '@klob/shared/api-contract/forms';
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

test('S3-5-09 an e-form follows the question flags: an optional upload question may stay empty', async () => {
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
