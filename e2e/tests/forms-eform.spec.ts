import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { textAt, translationsFromApi } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { SURVEY_PATHS, type SurveyView } from '@klob/shared/api-contract/forms';
import { API_URL } from '../support/e2e-platform';
import { eformFromApi, idTokenFromApi, mySubmissionFromApi } from '../support/forms-api';

const question = (page: Page, text: string) => page.getByTestId('survey-question').filter({ hasText: text });

test("S1-2.6-04 S1-1-06 S3-5-01 S3-5-02 S3-5-18 a visitor's empty e-form shows the spec's messages and 'Periksa Form'", async ({
  page,
  request,
}) => {
  const survey = await eformFromApi(request, 'survei-pengunjung');
  await page.goto('/eform/survei-pengunjung');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(survey.header!.surveyName);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Nama wajib diisi')).toBeVisible();
  await expect(page.getByText('Email wajib diisi')).toBeVisible();
  await expect(page.getByTestId('survey-form-warning')).toHaveText('Periksa Form');
  // Mandatory questions complain (an ordering starts answered); the optional ones (their flag is not y) do not.
  const mandatory = survey.question.filter((q) => q.mandatory === 'y' && !['sequence', 'ranking'].includes(q.questionType)).length;
  await expect(page.getByText('Anda belum menjawab pertanyaan ini')).toHaveCount(mandatory);
  await page.getByLabel(/^Email/).fill('rani@example');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Format email yang kamu masukkan salah')).toBeVisible();
});

test('S3-3-08 S3-3-09 S3-3-17 S3-5-04 a signed-in user fills an e-form with each widget; the api stores it and the page shows it sent', async ({
  page,
  request,
}) => {
  const forms = await translationsFromApi(request, DEFAULT_LANGUAGE, 'forms');
  const survey = await eformFromApi(request, 'survei-pengunjung');
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto('/eform/survei-pengunjung');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(survey.header!.surveyName);
  // The account's email is used: the field is not shown.
  await expect(page.getByLabel(/^Email/)).toHaveCount(0);
  await page.getByLabel(/^Nama/).fill('Klobber Demo');
  await question(page, 'tujuan utamamu').getByRole('textbox').fill('Mencari magang');
  await question(page, 'mengenal Klob').getByLabel('Lainnya').check();
  await question(page, 'mengenal Klob').getByPlaceholder(textAt(forms, 'survey.otherPlaceholder')).fill('Pameran kampus');
  await question(page, 'sudah kamu coba').getByLabel('Lowongan').check();
  await question(page, 'sudah kamu coba').getByLabel('Kelas daring').check();
  // Ranking by keyboard: Pelatihan moves up twice, to the top.
  const ranking = question(page, 'Urutkan fitur');
  await ranking.getByRole('button', { name: /Pelatihan ke atas/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(ranking.getByTestId('ordering-item').first()).toContainText('Pelatihan');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(textAt(forms, 'eform.submitted'))).toBeVisible();
  // Issue 21: not wiped; the stored answers, read back from the api, are shown as sent.
  await expect(page.getByTestId('survey-sent')).toContainText(textAt(forms, 'eform.sentBadge'));
  await expect(page.getByTestId('survey-sent')).toContainText(textAt(forms, 'eform.sentStored'));
  await expect(page.getByLabel(/^Nama/)).toHaveValue('Klobber Demo');
  await expect(question(page, 'tujuan utamamu').getByRole('textbox')).toHaveValue('Mencari magang');
  await expect(question(page, 'sudah kamu coba').getByLabel('Kelas daring')).toBeChecked();
  await expect(ranking.getByTestId('ordering-item').first()).toContainText('Pelatihan');

  const stored = await mySubmissionFromApi(request, DEMO_ACCOUNTS.klobber, survey.header!.surveyId);
  expect(stored).toMatchObject({ name: 'Klobber Demo', email: DEMO_ACCOUNTS.klobber });
  const byQuestion = (text: string) => {
    const id = survey.question.find((q) => q.questionText.includes(text))!.questionId;
    return stored.option.find((answer) => answer.questionId === id);
  };
  expect(byQuestion('tujuan utamamu')?.answerText).toBe('Mencari magang');
  expect(byQuestion('mengenal Klob')?.answerText).toBe('Pameran kampus');
  expect(byQuestion('sudah kamu coba')?.answerSequence?.length).toBe(2);
  const rankingOptions = survey.question.find((q) => q.questionText.includes('Urutkan fitur'))!.option;
  const pelatihan = rankingOptions.find((option) => option.answerText === 'Pelatihan')!.answerId;
  expect(byQuestion('Urutkan fitur')?.answerSequence?.[0]).toMatchObject({ answerId: pelatihan, sequence: 1 });
});

test('S3-3-16 /survey/demosurveinenilai: a sequence reordered by dragging is stored in that order', async ({ page, request }) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto('/survey/demosurveinenilai');
  const survey = await eformFromApi(request, 'demosurveinenilai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(survey.header!.surveyName);
  const items = page.getByTestId('ordering-item');
  const last = survey.question[0]!.option.at(-1)!;
  await items.last().dragTo(items.first());
  await expect(items.first()).toContainText(last.answerText);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByTestId('survey-page').getByRole('status')).toBeVisible();
  const stored = await mySubmissionFromApi(request, DEMO_ACCOUNTS.klobber, survey.header!.surveyId);
  expect(stored.option[0]?.answerSequence?.[0]).toMatchObject({ answerId: last.answerId, sequence: 1 });
});

test('S1-2.6-05 S3-3-21 S3-3-18 /form/{id} is for signed-in users: the university form with its student data and an attachment, stored', async ({
  page,
  request,
}) => {
  await page.goto('/form/beasiswa-merapi-2026');
  await expect(page).toHaveURL(/\/login\?from=%2Fform%2Fbeasiswa-merapi-2026$/);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto('/form/beasiswa-merapi-2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulir Beasiswa Merapi Energi');
  await expect(page.getByRole('link', { name: 'Unduh Template' })).toHaveAttribute('href', /^\/files\//);

  await page.getByLabel(/^Nama/).fill('Klobber Demo');
  await page.getByLabel(/^Nomor Telepon/).fill('081234567890');
  const student = page.getByTestId('student-fields');
  await student.getByLabel(/^NIK/).fill('3273010101010001');
  await student.getByLabel(/^NPWP/).fill('12.345.678.9-012.345');
  await student.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
  await student.getByLabel('Kota/Kabupaten').selectOption({ label: 'Kota Bandung' });
  await question(page, 'Asal universitas').getByRole('textbox').fill('Universitas Padjadjaran');
  await question(page, 'Jenjang pendidikan').getByLabel('S1').check();
  const attachment = question(page, 'transkrip');
  await attachment.getByTestId('upload-input').setInputFiles({
    name: 'transkrip nilai.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(attachment.getByText('Berhasil diunggah')).toBeVisible();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByTestId('survey-page').getByRole('status')).toBeVisible();

  const survey = (await request
    .get(`${API_URL}${SURVEY_PATHS.formView}`, {
      params: { formId: 'beasiswa-merapi-2026' },
      headers: { Authorization: await idTokenFromApi(request, DEMO_ACCOUNTS.klobber) },
    })
    .then((response) => response.json())) as { result: SurveyView };
  const stored = await mySubmissionFromApi(request, DEMO_ACCOUNTS.klobber, survey.result.header!.surveyId);
  expect(stored.student).toEqual({ nik: '3273010101010001', npwp: '123456789012345', provinceId: '32', cityId: '3273' });
  const fileAnswer = stored.option.find((answer) => answer.questionId === survey.result.question.at(-1)!.questionId);
  expect(fileAnswer?.answerText).toMatch(/^\/files\/.+-transkripnilai\.pdf$/);
  expect((await request.get(`${API_URL}${fileAnswer!.answerText}`)).status()).toBe(200);
});
