import { expect, test, type Page } from '@playwright/test';
import { JOB_LEVELS, jobLevelTextKey } from '@klob/shared/api-contract/content';
import { SURVEY_MESSAGES } from '@klob/shared/api-contract/forms';
import { DEFAULT_LANGUAGE, type Language } from '@klob/shared/constants';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { eformFromApi } from '../support/forms-api';
import { languageButton, mainHeading } from '../support/klob-page';

// Issue 21 point 5: texts that showed codes, 'Anda', Indonesian in English, or English number formats in Indonesian.

const OTHER_LANGUAGE: Language = 'en';
const pagesText = async (page: Page, language: Language) =>
  translationsFromApi(page.request, language, 'pages').then((pages) => (key: string) => textAt(pages, key));

for (const language of [DEFAULT_LANGUAGE, OTHER_LANGUAGE] as const) {
  test(`salary statistics shows level labels, not codes, in its filter, chart and table (${language})`, async ({ page }) => {
    const text = await pagesText(page, language);
    const label = (level: string) => text(`salaryStatistics.levels.${jobLevelTextKey(level)}`);
    await page.goto('/salary-statistics');
    if (language !== DEFAULT_LANGUAGE) await languageButton(page, language).click();
    const table = page.getByTestId('salary-table');
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    // The page arrives in Indonesian in its first HTML (issue 25); after the switch its rows change language.
    await expect
      .poll(async () => {
        const names = await table.getByRole('rowheader').allTextContents();
        return names.length > 1 && names.every((name) => JOB_LEVELS.map(label).includes(name));
      })
      .toBe(true);
    const rowNames = await table.getByRole('rowheader').allTextContents();
    expect(rowNames.length).toBeGreaterThan(1);
    for (const name of rowNames) expect(JOB_LEVELS.map(label)).toContain(name);
    const chartNames = await page.getByTestId('salary-chart-bar').locator('text').allTextContents();
    expect(chartNames).toEqual(rowNames.slice(0, chartNames.length));

    const filter = page.getByLabel(text('salaryStatistics.level'), { exact: true });
    const options = await filter.locator('option').allTextContents();
    expect(options).toContain(label('mid-senior'));
    await filter.selectOption({ label: label('internship') });
    await expect(table.getByRole('rowheader')).toHaveText([label('internship')]);
    // No raw code anywhere on the page's data.
    for (const code of ['mid-senior', 'internship', 'associate']) {
      if (label(code) !== code) await expect(page.getByRole('main').getByText(code, { exact: true })).toHaveCount(0);
    }
  });
}

test("forms say 'kamu': the business sign-up reads 'Daftarkan Bisnismu'; 'Anda' is left only in the spec's own message", async ({
  page,
}) => {
  await page.goto('/public-content-corporate');
  await expect(mainHeading(page)).toHaveText('Daftarkan Bisnismu');
  await expect(page.getByRole('main')).not.toContainText(/\bAnda\b/);

  await page.goto('/eform/survei-pengunjung');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(SURVEY_MESSAGES.questionUnanswered).first()).toBeVisible();
  const main = (await page.getByRole('main').innerText()).replaceAll(SURVEY_MESSAGES.questionUnanswered, '');
  expect(main).not.toMatch(/\bAnda\b/);
});

test("in English an e-form shows the api's English texts; one without them says once that it is in Indonesian only", async ({
  page,
  request,
}) => {
  const forms: Translations = await translationsFromApi(request, OTHER_LANGUAGE, 'forms');
  const visitor = await eformFromApi(request, 'survei-pengunjung');
  await page.goto('/eform/survei-pengunjung');
  await expect(mainHeading(page)).toHaveText(visitor.header!.surveyName);
  await languageButton(page, OTHER_LANGUAGE).click();
  await expect(mainHeading(page)).toHaveText(visitor.header!.en!.surveyName);
  const english = visitor.question.find((question) => question.option.some((option) => option.others))!;
  const shown = page.getByTestId('survey-question').filter({ hasText: english.en!.questionText });
  await expect(shown).toBeVisible();
  await expect(shown.locator('label')).toHaveText(english.option.map((option) => option.en!.answerText));
  await expect(page.getByTestId('survey-language-note')).toHaveCount(0);

  const fair = await eformFromApi(request, 'survei-klobfair');
  expect(fair.header!.en ?? null).toBeNull();
  await page.goto('/eform/survei-klobfair');
  await expect(mainHeading(page)).toHaveText(fair.header!.surveyName);
  await expect(page.getByTestId('survey-language-note')).toHaveText(textAt(forms, 'survey.indonesianOnly'));
  await expect(page.getByText(textAt(forms, 'survey.indonesianOnly'))).toHaveCount(1);
});

test('the tax calculator writes rates in the page language’s number format: 0,24% – 1,74% in id, 0.24% – 1.74% in en', async ({ page }) => {
  const text = await pagesText(page, DEFAULT_LANGUAGE);
  await page.goto('/income-tax-calculator');
  const jkk = page.getByLabel(text('taxCalculator.jkkRate'));
  await expect(jkk).toHaveValue('0,24');
  await expect(page.getByText('0,24% – 1,74%')).toBeVisible();
  const terRate = page.getByTestId('tax-result').locator('dt', { hasText: 'TER' }).locator('xpath=following-sibling::dd[1]');
  await expect(terRate).toHaveText(/^\d+(,\d+)?%$/);
  // A comma decimal typed in id is read as a decimal: the result changes with the rate.
  const before = await page.getByTestId('annual-tax').innerText();
  await jkk.fill('1,74');
  await expect(page.getByTestId('annual-tax')).not.toHaveText(before);

  await languageButton(page, OTHER_LANGUAGE).click();
  await expect(page.getByText('0.24% – 1.74%')).toBeVisible();
  await expect(terRate).toHaveText(/^\d+(\.\d+)?%$/);
});
