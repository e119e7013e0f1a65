import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { journeyText, journeyTexts } from '../support/journey';

// Issue 21 point 4: what a form says after a submit, where its warnings show, what the apply review shows.

const SAMUDRA_PAGE = '/company/pt-samudra-logistik/CORP-SAMUDRA';
const question = (scope: Page | Locator, text: string) => scope.getByTestId('survey-question').filter({ hasText: text });

let forms: Translations;
test.beforeAll(async ({ request }) => {
  forms = await translationsFromApi(request, DEFAULT_LANGUAGE, 'forms');
});

/** Whether the element at the centre of a locator's box is that element (or inside it): nothing covers it. */
async function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

test("a visitor's sent e-form stays on screen, locked, under a clear 'Terkirim'; 'Isi formulir baru' starts an empty one", async ({
  page,
}) => {
  await page.goto('/eform/survei-klobfair');
  await page.getByLabel(/^Nama/).fill('Tamu Fair');
  await page.getByLabel(/^Email/).fill('tamu.fair@example.id');
  await page.getByLabel(/^Nomor Telepon/).fill('0812 3456 7890');
  await question(page, 'kesanmu').getByRole('textbox').fill('Ramai dan rapi');
  await question(page, 'paling bermanfaat').getByLabel('Expo perusahaan').check();
  await page.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();

  const sent = page.getByTestId('survey-sent');
  await expect(sent).toContainText(textAt(forms, 'eform.sentBadge'));
  await expect(sent).toContainText(textAt(forms, 'eform.sentAsVisitor'));
  await expect(page.getByLabel(/^Nama/)).toHaveValue('Tamu Fair');
  await expect(page.getByLabel(/^Nama/)).toBeDisabled();
  await expect(question(page, 'paling bermanfaat').getByLabel('Expo perusahaan')).toBeChecked();
  await expect(page.getByRole('button', { name: textAt(forms, 'survey.submit') })).toHaveCount(0);

  await sent.getByRole('button', { name: textAt(forms, 'eform.fillAgain') }).click();
  await expect(page.getByTestId('survey-sent')).toHaveCount(0);
  await expect(page.getByLabel(/^Nama/)).toHaveValue('');
  await expect(page.getByLabel(/^Nama/)).toBeEnabled();
});

test('S3-4-04 the guestbook popup confirms the save and stays until closed; then the guestbook is done for the page view', async ({
  page,
}) => {
  await page.goto(SAMUDRA_PAGE);
  await page.getByTestId('guestbook-button').click();
  const dialog = page.getByRole('dialog', { name: 'Buku Tamu PT Samudra Logistik' });
  await dialog.getByLabel(/^Nama/).fill('Tamu Konfirmasi');
  await dialog.getByLabel(/^Nomor Telepon/).fill('+62 812 3456 7890');
  await question(dialog, 'Posisi apa').getByRole('textbox').fill('Admin Gudang');
  await question(dialog, 'mulai bekerja').getByLabel('Segera').check();
  await dialog.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();

  await expect(dialog.getByTestId('guestbook-saved')).toHaveText(`✓ ${textAt(forms, 'survey.saved')}`);
  await expect(dialog.getByLabel(/^Nama/)).toHaveCount(0);
  await dialog.getByRole('button', { name: textAt(forms, 'survey.close') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('guestbook-button')).toHaveCount(0);
});

test("S3-5-18 the 'Periksa Form' toast shows inside the guestbook popup, above its fields, covering none of them", async ({ page }) => {
  await page.goto(SAMUDRA_PAGE);
  await page.getByTestId('guestbook-button').click();
  const dialog = page.getByRole('dialog', { name: 'Buku Tamu PT Samudra Logistik' });
  await dialog.getByRole('button', { name: textAt(forms, 'survey.submit') }).click();

  const toast = dialog
    .getByTestId('toasts')
    .getByRole('status')
    .filter({ hasText: textAt(forms, 'validation.checkForm') });
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('toasts')).toHaveCount(1);
  // The first error field (scrolled to and focused) and the dialog's title are not covered by the toast.
  await expect(dialog.getByText('Nama wajib diisi')).toBeVisible();
  expect(await isUncovered(dialog.getByLabel(/^Nama/))).toBe(true);
  expect(await isUncovered(dialog.getByRole('heading', { name: 'Buku Tamu PT Samudra Logistik' }))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('periksa-form-in-dialog.png') });
});

test("the apply wizard's review step shows the answers about to be sent", async ({ page, request }) => {
  const texts = await journeyTexts(request);
  // Not sent: the journey suite applies for this vacancy as the demo job seeker.
  await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
  await page.goto('/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-NUSANTARA');
  await page.getByRole('button', { name: journeyText(texts, 'jobDetail.apply') }).click();
  const main = page.getByRole('main');
  await main.getByTestId('question-AQ-001').getByRole('textbox').fill('4 tahun');
  await main.getByTestId('question-AQ-002').getByRole('radio', { name: '1 bulan' }).check();
  await main.getByTestId('question-AQ-003').getByRole('checkbox', { name: 'TypeScript' }).check();
  await main.getByTestId('question-AQ-003').getByRole('checkbox', { name: 'Webpack' }).check();
  await main
    .getByTestId('question-AQ-004')
    .getByTestId('upload-input')
    .setInputFiles({ name: 'portofolio saya.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(main.getByTestId('attached-file')).toBeVisible();
  await main.getByRole('button', { name: journeyText(texts, 'application.next') }).click();

  const steps = main.getByRole('list', { name: journeyText(texts, 'application.stepsLabel') });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(journeyText(texts, 'application.steps.review'));
  const review = main.getByTestId('application-review');
  const answerTo = (questionText: string) => review.locator('div').filter({ hasText: questionText }).locator('dd');
  await expect(answerTo('pengalaman kamu dengan React')).toHaveText('4 tahun');
  await expect(answerTo('mulai bekerja')).toHaveText('1 bulan');
  await expect(answerTo('Teknologi apa saja')).toHaveText('TypeScript, Webpack');
  await expect(answerTo('portofolio')).toHaveText('portofoliosaya.pdf');
  await expect(main.getByRole('button', { name: journeyText(texts, 'application.send') })).toBeVisible();
});
