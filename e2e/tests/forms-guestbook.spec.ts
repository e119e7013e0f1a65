import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import {
  KLOBFAIR_CORPORATE_ID,
  SURVEY_PATHS,
  type SurveyQuestion,
  type SurveySubmissionRecord,
  type SurveyView,
} from '@klob/shared/api-contract/forms';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { mp4Head } from '../support/forms-files';
import { idTokenFromApi, mySubmissionFromApi } from '../support/forms-api';

/** Company pages (mf-journey) and the job-fair page (mf-company-landing) that mount mf-forms' guestbook. */
const SAMUDRA_PAGE = '/company/pt-samudra-logistik/CORP-SAMUDRA';
const NUSANTARA_PAGE = '/company/pt-nusantara-digital/CORP-NUSANTARA';
const RINJANI_PAGE = '/company/pt-rinjani-wisata/CORP-RINJANI';
const BATIK_PAGE = '/company/cv-batik-kencana/CORP-BATIK';
const JOB_FAIR_PAGE = '/klobfair2026';

let forms: Translations;
test.beforeAll(async ({ request }) => {
  forms = await translationsFromApi(request, DEFAULT_LANGUAGE, 'forms');
});

async function guestbookFromApi(request: APIRequestContext, corporateId: string): Promise<SurveyView> {
  const response = await request.get(`${API_URL}${SURVEY_PATHS.view}`, { params: { corporateId } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: SurveyView }).result;
}

async function companySubmissionsFromApi(request: APIRequestContext, surveyId: string): Promise<SurveySubmissionRecord[]> {
  const response = await request.get(`${API_URL}${SURVEY_PATHS.companySubmissions}`, {
    params: { surveyId },
    headers: { Authorization: await idTokenFromApi(request, DEMO_ACCOUNTS.hr) },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: SurveySubmissionRecord[] }).result;
}

const guestbookButton = (page: Page) => page.getByTestId('guestbook-button');
const popup = (page: Page, surveyName: string) => page.getByRole('dialog', { name: surveyName });
const questionOf = (page: Page, text: string) => page.getByTestId('survey-question').filter({ hasText: text });
const byText = (questions: SurveyQuestion[], text: string) => questions.find((question) => question.questionText.includes(text))!;

/** Opens a page and waits until the guestbook's survey call has answered and the page has drawn twice since. */
async function openAndWaitForSurvey(page: Page, path: string, corporateId: string) {
  const answered = page.waitForResponse(
    (response) => response.url().includes(SURVEY_PATHS.view) && response.url().includes(`corporateId=${encodeURIComponent(corporateId)}`),
  );
  await page.goto(path);
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('S3-3-01 S3-3-02 S3-3-03 S3-3-07 S3-4-04 S3-7-05 a visitor signs a company guestbook open to visitors: only the flagged fields, stored for the company', async ({
  page,
  request,
}) => {
  const { header, question } = await guestbookFromApi(request, 'CORP-SAMUDRA');
  expect(header).toMatchObject({ notLogin: true, name: 'x', email: '', phone: 'x' });
  await page.goto(SAMUDRA_PAGE);
  // The survey name on two lines.
  const button = guestbookButton(page);
  await expect(button).toBeVisible();
  await expect(button.locator('span')).toHaveCount(2);
  await expect(button).toHaveAccessibleName(`${textAt(forms, 'survey.open')}: ${header!.surveyName}`);
  await button.click();

  const dialog = popup(page, header!.surveyName);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Tinggalkan kontakmu')).toBeVisible();
  await expect(dialog.getByLabel(/^Nama/)).toBeVisible();
  await expect(dialog.getByLabel(/^Nomor Telepon/)).toBeVisible();
  // The email flag is not x: no email field.
  await expect(dialog.getByLabel(/^Email/)).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: textAt(forms, 'survey.terms') })).toHaveAttribute('href', '/terms#klobber');

  await dialog.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();
  await expect(dialog.getByText('Nama wajib diisi')).toBeVisible();
  await expect(dialog.getByText('Nomor telepon wajib diisi')).toBeVisible();
  await expect(dialog.getByText('Anda belum menjawab pertanyaan ini')).toHaveCount(question.length);
  await expect(dialog.getByTestId('survey-form-warning')).toHaveText('Periksa Form');

  await dialog.getByLabel(/^Nama/).fill('Tamu Samudra');
  await dialog.getByLabel(/^Nomor Telepon/).fill('0812-ABC');
  await expect(dialog.getByText('Format tidak sesuai')).toBeVisible();
  await dialog.getByLabel(/^Nomor Telepon/).fill('081234567890');
  await expect(dialog.getByText('Format tidak sesuai')).toHaveCount(0);
  const position = questionOf(page, 'Posisi apa');
  await expect(position.getByText('Contoh: Staf Gudang')).toBeVisible();
  await position.getByRole('textbox').fill('Staf Gudang');
  const start = questionOf(page, 'mulai bekerja');
  // The others option reveals its text box.
  await expect(start.getByPlaceholder(textAt(forms, 'survey.otherPlaceholder'))).toHaveCount(0);
  await start.getByLabel('Lainnya').check();
  await start.getByPlaceholder(textAt(forms, 'survey.otherPlaceholder')).fill('Setelah wisuda Desember');
  await dialog.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();

  await expect(page.getByText(textAt(forms, 'survey.saved'))).toBeVisible();
  // The popup confirms the save until it is closed (issue 21).
  await dialog.getByRole('button', { name: textAt(forms, 'survey.close') }).click();
  await expect(dialog).toBeHidden();
  // Done for this page view: the button goes.
  await expect(guestbookButton(page)).toHaveCount(0);

  const [latest] = await companySubmissionsFromApi(request, header!.surveyId);
  expect(latest).toMatchObject({ name: 'Tamu Samudra', phone: '081234567890', email: null });
  const answerTo = (text: string) => latest!.option.find((answer) => answer.questionId === byText(question, text).questionId);
  expect(answerTo('Posisi apa')?.answerText).toBe('Staf Gudang');
  const others = byText(question, 'mulai bekerja').option.find((option) => option.others)!;
  expect(answerTo('mulai bekerja')).toMatchObject({ answerId: others.answerId, answerText: 'Setelah wisuda Desember' });
});

test('S3-6-01 S3-4-01 no guestbook for a guest when the survey is not open to visitors, has no questions or no header', async ({
  page,
  request,
}) => {
  expect((await guestbookFromApi(request, 'CORP-NUSANTARA')).header?.notLogin).toBe(false);
  const draft = await guestbookFromApi(request, 'CORP-RINJANI');
  expect(draft.header).not.toBeNull();
  expect(draft.question).toEqual([]);
  expect((await guestbookFromApi(request, 'CORP-BATIK')).header).toBeNull();

  for (const [path, corporateId] of [
    [NUSANTARA_PAGE, 'CORP-NUSANTARA'],
    [RINJANI_PAGE, 'CORP-RINJANI'],
    [BATIK_PAGE, 'CORP-BATIK'],
  ] as const) {
    await openAndWaitForSurvey(page, path, corporateId);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(guestbookButton(page)).toHaveCount(0);
  }
});

test('S3-4-02 S3-3-17 a signed-in user signs a guestbook not open to visitors: the email is hidden and the account’s is stored', async ({
  page,
  request,
}) => {
  const { header, question } = await guestbookFromApi(request, 'CORP-NUSANTARA');
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto(NUSANTARA_PAGE);
  await guestbookButton(page).click();
  const dialog = popup(page, header!.surveyName);
  await expect(dialog.getByLabel(/^Nama/)).toBeVisible();
  await expect(dialog.getByLabel(/^Email/)).toHaveCount(0);
  await dialog.getByLabel(/^Nama/).fill('Kirana Lestari');
  await questionOf(page, 'membuatmu tertarik').getByRole('textbox').fill('Produk yang dipakai jutaan orang');
  await questionOf(page, 'Tim mana').getByLabel('Product').check();
  await questionOf(page, 'Model kerja').getByLabel('Hybrid').check();
  await questionOf(page, 'Model kerja').getByLabel('Remote').check();
  await dialog.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();
  await expect(page.getByText(textAt(forms, 'survey.saved'))).toBeVisible();

  const stored = await mySubmissionFromApi(request, DEMO_ACCOUNTS.klobber, header!.surveyId);
  expect(stored).toMatchObject({ name: 'Kirana Lestari', email: DEMO_ACCOUNTS.klobber });
  const models = byText(question, 'Model kerja').option;
  const workModels = stored.option.find((answer) => answer.questionId === byText(question, 'Model kerja').questionId);
  expect(workModels?.answerSequence?.map((item) => [item.answerId, item.sequence])).toEqual([
    [models.find((option) => option.answerText === 'Hybrid')!.answerId, 1],
    [models.find((option) => option.answerText === 'Remote')!.answerId, 2],
  ]);
});

test('S3-3-04 S3-3-07 S3-7-05 the job-fair page’s guestbook reads the fixed job-fair survey: notes, template, others text, in sequence, stored', async ({
  page,
  request,
}) => {
  const { header, question } = await guestbookFromApi(request, KLOBFAIR_CORPORATE_ID);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  const answered = page.waitForResponse((response) => response.url().includes(`corporateId=${KLOBFAIR_CORPORATE_ID}`));
  await page.goto(JOB_FAIR_PAGE);
  await answered;
  await guestbookButton(page).click();
  const dialog = popup(page, header!.surveyName);
  await expect(dialog.getByLabel(/^Email/)).toHaveCount(0);
  await dialog.getByLabel(/^Nama/).fill('Kirana Lestari');
  await dialog.getByLabel(/^Nomor Telepon/).fill('081234567890');

  const position = questionOf(page, 'Posisi apa');
  await expect(position.getByText(byText(question, 'Posisi apa').answerNote!)).toBeVisible();
  await position.getByRole('textbox').fill('Frontend Engineer');
  // Options in their sequence.
  const source = byText(question, 'mengetahui Klob Fair');
  const inOrder = [...source.option].sort((a, b) => a.sequence - b.sequence).map((option) => option.answerText);
  await expect(questionOf(page, 'mengetahui Klob Fair').locator('label')).toHaveText(inOrder);
  await questionOf(page, 'mengetahui Klob Fair').getByLabel('LinkedIn').check();
  const industries = questionOf(page, 'Bidang industri');
  await industries.getByLabel('Energi').check();
  await industries.getByLabel('Lainnya').check();
  await industries.getByPlaceholder(textAt(forms, 'survey.otherPlaceholder')).fill('Pertanian');

  const cv = questionOf(page, 'Unggah CV');
  const cvQuestion = byText(question, 'Unggah CV');
  await expect(cv.getByText(cvQuestion.answerNote!)).toBeVisible();
  const template = cv.getByRole('link', { name: textAt(forms, 'survey.downloadTemplate') });
  await expect(template).toHaveAttribute('href', cvQuestion.templateUrl!);
  expect((await request.get(`${API_URL}${cvQuestion.templateUrl}`)).headers()['content-type']).toBe('application/pdf');
  await cv.getByTestId('upload-input').setInputFiles({
    name: 'CV Kirana.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(cv.getByText(textAt(forms, 'upload.uploaded'))).toBeVisible();
  // The popup asks every question (DECISIONS #7): the short video too.
  const video = questionOf(page, 'video perkenalan');
  await video.getByTestId('upload-input').setInputFiles({ name: 'perkenalan.mp4', mimeType: 'video/mp4', buffer: mp4Head(30) });
  await expect(video.getByText(textAt(forms, 'upload.uploaded'))).toBeVisible();
  await dialog.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();
  await expect(page.getByText(textAt(forms, 'survey.saved'))).toBeVisible();

  const stored = await mySubmissionFromApi(request, DEMO_ACCOUNTS.klobber, header!.surveyId);
  expect(stored).toMatchObject({ name: 'Kirana Lestari', phone: '081234567890', email: DEMO_ACCOUNTS.klobber });
  const answerTo = (text: string) => stored.option.find((answer) => answer.questionId === byText(question, text).questionId);
  const industryOptions = byText(question, 'Bidang industri').option;
  expect(answerTo('Bidang industri')?.answerSequence).toEqual([
    { answerId: industryOptions.find((option) => option.answerText === 'Energi')!.answerId, sequence: 1, otherAnswer: null },
    { answerId: industryOptions.find((option) => option.others)!.answerId, sequence: 2, otherAnswer: 'Pertanian' },
  ]);
  expect(answerTo('Unggah CV')?.answerText).toMatch(/^\/files\/.+-CVKirana\.pdf$/);
  expect(answerTo('Unggah CV')?.file).toMatchObject({ name: 'CVKirana.pdf', type: 'application/pdf' });
});
