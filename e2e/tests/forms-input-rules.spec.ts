import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { eformFromApi, mySubmissionFromApi } from '../support/forms-api';
import { pngImage } from '../support/forms-files';
import { journeyText, journeyTexts } from '../support/journey';

// Issue 21 point 4: forms that refused their own examples or took the wrong kind of file.

const question = (page: Page, text: string) => page.getByTestId('survey-question').filter({ hasText: text });
const PNG = (name: string) => ({ name, mimeType: 'image/png', buffer: pngImage(400, 300) });

let forms: Translations;
test.beforeAll(async ({ request }) => {
  forms = await translationsFromApi(request, DEFAULT_LANGUAGE, 'forms');
});

test("S3-5-06 S3-5-07 the e-form's own phone example '+62 812 3456 7890' is accepted and stored; 17 digits are still too many", async ({
  page,
  request,
}) => {
  const survey = await eformFromApi(request, 'survei-klobfair');
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto('/eform/survei-klobfair');
  const phone = page.getByLabel(/^Nomor Telepon/);
  const example = await phone.getAttribute('placeholder');
  expect(example).toBe('+62 812 3456 7890');

  await page.getByLabel(/^Nama/).fill('Klobber Demo');
  await phone.fill('+62 812 3456 7890 1234');
  await page.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();
  await expect(page.getByText('Maksimal 16 karakter')).toBeVisible();

  await phone.fill(example!);
  await expect(page.getByText('Maksimal 16 karakter')).toHaveCount(0);
  await expect(page.getByText('Format tidak sesuai')).toHaveCount(0);
  await question(page, 'kesanmu').getByRole('textbox').fill('Seru dan bermanfaat');
  await question(page, 'paling bermanfaat').getByLabel('Webinar').check();
  await page.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();
  await expect(page.getByTestId('survey-sent')).toBeVisible();

  const stored = await mySubmissionFromApi(request, DEMO_ACCOUNTS.klobber, survey.header!.surveyId);
  expect(stored.phone).toBe('+62 812 3456 7890');
});

test("a field labelled 'Format PDF' offers PDF only and refuses a PNG without cropping it; a PDF is stored", async ({ page }) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
  await page.goto('/form/beasiswa-merapi-2026');
  const transcript = question(page, 'transkrip');
  await expect(transcript.getByText('Format PDF')).toBeVisible();
  const input = transcript.getByTestId('upload-input');
  await expect(input).toHaveAttribute('accept', '.pdf');

  await input.setInputFiles(PNG('transkrip.png'));
  await expect(transcript.getByText(`transkrip.png: ${textAt(forms, 'upload.formatMismatch')}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(transcript.getByTestId('upload-item')).toHaveCount(0);

  await input.setInputFiles({ name: 'transkrip.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(transcript.getByText(textAt(forms, 'upload.uploaded'))).toBeVisible();
  await expect(transcript.getByRole('link', { name: 'transkrip.pdf' })).toHaveAttribute('href', /\.pdf$/);
});

test("the application's '(PDF)' portfolio question offers PDF only and refuses a PNG", async ({ page, request }) => {
  const texts = await journeyTexts(request);
  // Not sent: the journey suite applies for this vacancy as the demo job seeker.
  await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
  await page.goto('/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-NUSANTARA');
  await page.getByRole('button', { name: journeyText(texts, 'jobDetail.apply') }).click();
  const portfolio = page.getByRole('main').getByTestId('question-AQ-004');
  await expect(portfolio).toContainText('(PDF)');
  const input = portfolio.getByTestId('upload-input');
  await expect(input).toHaveAttribute('accept', '.pdf');
  await input.setInputFiles(PNG('portofolio.png'));
  await expect(portfolio.getByText(`portofolio.png: ${textAt(forms, 'upload.formatMismatch')}`)).toBeVisible();
  await expect(portfolio.getByTestId('upload-item')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("S3-5-24 S3-4-07 an image named 'foto kandidat#1.png' is taken as an image, cropped and stored under its sanitised name", async ({
  page,
}) => {
  await page.goto('/eform/survei-pengunjung');
  const upload = page.getByTestId('survey-question').filter({ has: page.getByTestId('upload-widget') });
  await upload.getByTestId('upload-input').setInputFiles(PNG('foto kandidat#1.png'));
  const crop = page.getByRole('dialog', { name: textAt(forms, 'crop.title') });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: textAt(forms, 'crop.save') }).click();
  await expect(upload.getByText(textAt(forms, 'upload.uploaded'))).toBeVisible();
  await expect(upload.getByRole('link', { name: 'fotokandidat1.jpg' })).toBeVisible();
  await expect(upload.getByText(textAt(forms, 'upload.formatMismatch'))).toHaveCount(0);
});

test("S3-5-16 a second file chosen on a one-file question replaces the first instead of 'Maksimal 1 file'", async ({ page }) => {
  await page.goto('/eform/survei-pengunjung');
  const upload = page.getByTestId('survey-question').filter({ has: page.getByTestId('upload-widget') });
  const crop = page.getByRole('dialog', { name: textAt(forms, 'crop.title') });
  await upload.getByTestId('upload-input').setInputFiles(PNG('pertama.png'));
  await crop.getByRole('button', { name: textAt(forms, 'crop.save') }).click();
  await expect(upload.getByRole('link', { name: 'pertama.jpg' })).toBeVisible();

  const choose = upload.getByRole('button', { name: textAt(forms, 'upload.chooseFile') });
  await expect(choose).toBeEnabled();
  const chooser = page.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles(PNG('kedua.png'));
  await crop.getByRole('button', { name: textAt(forms, 'crop.save') }).click();
  await expect(upload.getByRole('link', { name: 'kedua.jpg' })).toBeVisible();
  await expect(upload.getByRole('link', { name: 'pertama.jpg' })).toHaveCount(0);
  await expect(upload.getByTestId('upload-item')).toHaveCount(1);
  await expect(upload.getByText('Maksimal 1 file')).toHaveCount(0);
});
