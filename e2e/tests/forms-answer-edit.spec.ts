import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { formatFileSize } from '@klob/shared/format';
import { textAt, translationsFromApi } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { eformFromApi, mySubmissionFromApi } from '../support/forms-api';
import { pngImage } from '../support/forms-files';

/** The demo hr account answers here, so the klobber's answers of forms-eform.spec.ts stay its own. */
const AUTHOR = DEMO_ACCOUNTS.hr;
const EFORM = 'survei-pengunjung';

const question = (page: Page, text: string) => page.getByTestId('survey-question').filter({ hasText: text });
/** The question takes images (jpg, png, webp), which go through the cropper and are stored as JPEGs. */
const png = (name: string, width: number) => ({ name, mimeType: 'image/png', buffer: pngImage(width, 300) });

test('S3-3-10 S3-3-11 an author stores a file answer, reopens the e-form, sees the stored file, replaces it, and the api keeps the new one', async ({
  page,
  request,
}) => {
  const forms = await translationsFromApi(request, DEFAULT_LANGUAGE, 'forms');
  const survey = await eformFromApi(request, EFORM);
  const uploadQuestion = survey.question.find((q) => q.questionType === 'upload')!;
  await signInThroughLogin(page, AUTHOR);

  // First visit: answer, with a file.
  await page.goto(`/eform/${EFORM}`);
  await expect(page.getByTestId('survey-editing-notice')).toHaveCount(0);
  await page.getByLabel(/^Nama/).fill('Hendra Rahardjo');
  await question(page, 'tujuan utamamu').getByRole('textbox').fill('Mencari kandidat');
  await question(page, 'mengenal Klob').getByLabel('Teman').check();
  const upload = question(page, uploadQuestion.questionText);
  const crop = page.getByRole('dialog', { name: textAt(forms, 'crop.title') });
  await upload.getByTestId('upload-input').setInputFiles(png('laporan awal.png', 400));
  await crop.getByRole('button', { name: textAt(forms, 'crop.save') }).click();
  await expect(upload.getByText(textAt(forms, 'upload.uploaded'))).toBeVisible();
  await page.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();
  await expect(page.getByText(textAt(forms, 'eform.submitted'))).toBeVisible();
  const first = await mySubmissionFromApi(request, AUTHOR, survey.header!.surveyId);
  const firstUrl = first.option.find((answer) => answer.questionId === uploadQuestion.questionId)!.answerText!;
  expect(firstUrl).toMatch(/^\/files\/.+-laporanawal\.jpg$/);

  // Second visit: the stored answers and the stored file (name, size, link) are back.
  await page.reload();
  await expect(page.getByTestId('survey-editing-notice')).toHaveText(textAt(forms, 'eform.editing'));
  await expect(page.getByLabel(/^Nama/)).toHaveValue('Hendra Rahardjo');
  await expect(question(page, 'tujuan utamamu').getByRole('textbox')).toHaveValue('Mencari kandidat');
  await expect(question(page, 'mengenal Klob').getByLabel('Teman')).toBeChecked();
  const stored = upload.getByTestId('upload-item');
  await expect(stored.getByRole('link', { name: 'laporanawal.jpg' })).toHaveAttribute('href', firstUrl);
  const firstFile = first.option.find((answer) => answer.questionId === uploadQuestion.questionId)!.file!;
  await expect(stored.getByText(formatFileSize(firstFile.size), { exact: true })).toBeVisible();
  await expect(stored.getByText(textAt(forms, 'upload.storedEarlier'))).toBeVisible();

  // Replace it; the other answers stay as stored.
  const chooser = page.waitForEvent('filechooser');
  await stored.getByRole('button', { name: `${textAt(forms, 'upload.replace')} laporanawal.jpg` }).click();
  await (await chooser).setFiles(png('laporan baru.png', 500));
  await crop.getByRole('button', { name: textAt(forms, 'crop.save') }).click();
  await expect(upload.getByRole('link', { name: 'laporanbaru.jpg' })).toBeVisible();
  await expect(upload.getByText('laporanawal.jpg')).toHaveCount(0);
  await page.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();
  await expect(page.getByText(textAt(forms, 'eform.submitted'))).toBeVisible();

  const second = await mySubmissionFromApi(request, AUTHOR, survey.header!.surveyId);
  const secondAnswer = second.option.find((answer) => answer.questionId === uploadQuestion.questionId)!;
  expect(secondAnswer.answerText).toMatch(/^\/files\/.+-laporanbaru\.jpg$/);
  expect(secondAnswer.file).toMatchObject({ name: 'laporanbaru.jpg', type: 'image/jpeg', url: secondAnswer.answerText });
  expect(second.option.find((answer) => answer.questionId === survey.question[0]!.questionId)?.answerText).toBe('Mencari kandidat');
  expect((await request.get(`${API_URL}${secondAnswer.answerText}`)).status()).toBe(200);
  // The earlier answer's file was left in place while it was still the saved answer.
  expect((await request.get(`${API_URL}${firstUrl}`)).status()).toBe(200);
});
