import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CompanyListResult, VacancyListResult } from '@klob/shared/api-contract/content';
import { SEARCH_PATHS, SEARCH_RESULTS_PAGE_SIZE } from '@klob/shared/api-contract/search';
import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { API_URL } from '../support/e2e-platform';
import { mainHeading } from '../support/klob-page';

async function resultOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), template);

/** The heading shows the path's words with their first letters up. */
const asTitle = (text: string) =>
  text.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);

let texts: Translations;
test.beforeAll(async ({ request }) => {
  texts = await translationsFromApi(request, 'id', 'search');
});

test('S1-2.1-22 S1-2.1-23 S1-2.1-24 S2-2-20 S2-2-21 /jobs filters round-trip through /jobs/lowongan-kerja-{keyword}-di-{location}', async ({
  page,
  request,
}) => {
  // A vacancy of the demo data in Jakarta gives the keyword and the work model.
  const inJakarta = await resultOf<VacancyListResult>(request, `${SEARCH_LIST_PATHS.vacancies}?location=jakarta`);
  const sample = inJakarta.items[0]!;
  const keyword = sample.positionName.toLowerCase();
  const keywordSlug = keyword.replace(/[^a-z0-9]+/g, '-');
  const query = new URLSearchParams({ keyword, location: 'jakarta', workModel: sample.workModel });
  const expected = await resultOf<VacancyListResult>(request, `${SEARCH_LIST_PATHS.vacancies}?${query}`);
  expect(expected.totalItems).toBeGreaterThan(0);

  await page.goto('/jobs');
  await expect(mainHeading(page)).toHaveText(textAt(texts, 'jobs.title'));
  const filters = page.getByRole('search', { name: textAt(texts, 'jobs.filters') });
  await filters.getByRole('combobox', { name: textAt(texts, 'jobs.positionLabel') }).fill(sample.positionName);
  await filters.getByRole('textbox', { name: textAt(texts, 'jobs.locationLabel') }).fill('Jakarta');
  await filters.getByRole('button', { name: textAt(texts, 'jobs.search') }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/lowongan-kerja-${keywordSlug}-di-jakarta$`));
  await expect(mainHeading(page)).toHaveText(
    fill(textAt(texts, 'jobs.titleWithKeywordAndLocation'), { keyword: asTitle(keyword), location: 'Jakarta' }),
  );

  await filters.getByRole('combobox', { name: textAt(texts, 'jobs.workModel') }).selectOption(sample.workModel);
  await expect(page).toHaveURL(new RegExp(`/jobs/lowongan-kerja-${keywordSlug}-di-jakarta\\?work_model=${sample.workModel}$`));
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(Math.min(expected.totalItems, expected.size));
  const first = expected.items[0]!;
  await expect(cards.first()).toHaveAttribute(
    'href',
    new RegExp(
      `^/job/[^/]+/${first.corporateId}/[^/]+/${first.klobVacancyCode}\\?id=${first.klobVacancyCode}&corporateId=${first.corporateId}$`,
    ),
  );

  // The URL is the state: a pasted URL restores every filter.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect(filters.getByRole('combobox', { name: textAt(texts, 'jobs.positionLabel') })).toHaveValue(keyword);
  await expect(filters.getByRole('textbox', { name: textAt(texts, 'jobs.locationLabel') })).toHaveValue('jakarta');
  await expect(filters.getByRole('combobox', { name: textAt(texts, 'jobs.workModel') })).toHaveValue(sample.workModel);
  await expect(cards).toHaveCount(Math.min(expected.totalItems, expected.size));

  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/job/[^/]+/${first.corporateId}/[^/]+/${first.klobVacancyCode}\\?`));
});

test('S1-2.1-25 S2-2-22 /jobs/perusahaan-{slug} is a company job list with its name as heading, not a location search', async ({
  page,
  request,
}) => {
  const companies = await resultOf<CompanyListResult>(request, `${SEARCH_LIST_PATHS.companies}?keyword=Nusantara`);
  const company = companies.items[0]!;
  const vacancies = await resultOf<VacancyListResult>(request, `${SEARCH_LIST_PATHS.vacancies}?corporateId=${company.corporateId}`);

  await page.goto(`/jobs/perusahaan-${company.slug}`);
  await expect(mainHeading(page)).toHaveText(fill(textAt(texts, 'jobs.companyTitle'), { company: company.corporateName }));
  await expect(page.getByRole('link', { name: textAt(texts, 'jobs.companyProfile') })).toHaveAttribute(
    'href',
    `/company/nusantara-digital/${company.corporateId}`,
  );
  await expect(page.getByTestId('job-card')).toHaveCount(Math.min(vacancies.totalItems, vacancies.size));
  for (const card of await page.getByTestId('job-card').all()) await expect(card).toContainText(company.corporateName);
});

test('S1-2.1-16 S2-2-19 /search?q= groups the results like the suggestions, one group pages on its own', async ({ page, request }) => {
  const keyword = 'jawa';
  const jobs = await resultOf<{ totalPages: number }>(
    request,
    `${SEARCH_PATHS.results}?${new URLSearchParams({ keyword, type: 'jobVacancy' })}`,
  );
  expect(jobs.totalPages, 'the demo data has more than one page of jobs in Jawa').toBeGreaterThan(1);
  await page.goto(`/search?q=${keyword}`);
  await expect(mainHeading(page)).toHaveText(fill(textAt(texts, 'results.title'), { keyword }));
  const jobGroup = page.getByRole('region', { name: textAt(texts, 'suggestions.jobVacancy') });
  await expect(jobGroup.getByTestId('search-result').first()).toHaveAttribute(
    'href',
    /^\/job\/[^/]+\/[^/]+\/[^/]+\/KL[VP]-\d+\?id=KL[VP]-\d+&corporateId=/,
  );

  await jobGroup.getByRole('link', { name: textAt(texts, 'results.seeAll') }).click();
  await expect(page).toHaveURL(`/search?q=${keyword}&type=jobVacancy`);
  await expect(page.getByTestId('search-result')).toHaveCount(SEARCH_RESULTS_PAGE_SIZE);
  const firstPage = await page.getByTestId('search-result').allTextContents();
  const pager = page.getByRole('navigation', { name: textAt(texts, 'pager.label') });
  await pager.getByRole('link', { name: textAt(texts, 'pager.next') }).click();
  await expect(page).toHaveURL(`/search?q=${keyword}&type=jobVacancy&page=2`);
  await expect(page.getByTestId('search-result').first()).not.toHaveText(firstPage[0]!);
  // The header box shows the page's keyword.
  await expect(page.getByTestId('search-box').getByRole('combobox')).toHaveValue(keyword);
});

test('S1-1-02 /companies lists the companies; a card leads to the company page and to its jobs', async ({ page, request }) => {
  const companies = await resultOf<CompanyListResult>(request, `${SEARCH_LIST_PATHS.companies}?keyword=Samudra`);
  const company = companies.items[0]!;
  await page.goto('/companies');
  await expect(mainHeading(page)).toHaveText(textAt(texts, 'companies.title'));
  await expect(page.getByTestId('company-card').first()).toBeVisible();
  await page.getByRole('textbox', { name: textAt(texts, 'companies.searchPlaceholder') }).fill('Samudra');
  await page.getByRole('button', { name: textAt(texts, 'companies.search') }).click();
  await expect(page).toHaveURL(/\/companies\?q=Samudra$/);
  const card = page.getByTestId('company-card').filter({ hasText: company.corporateName });
  await expect(card.getByRole('link').first()).toHaveAttribute('href', `/company/samudra-logistik/${company.corporateId}`);
  await card.getByRole('link', { name: fill(textAt(texts, 'companies.viewJobs'), { count: company.totalVacancies }) }).click();
  await expect(page).toHaveURL(`/jobs/perusahaan-${company.slug}`);
  await expect(mainHeading(page)).toHaveText(fill(textAt(texts, 'jobs.companyTitle'), { company: company.corporateName }));
});
