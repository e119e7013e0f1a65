/** @jest-environment node */
import type { CompanyListResult, VacancyListResult } from '@klob/shared/api-contract/content';
import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import type { Language } from '@klob/shared/constants';
import { firstScreenRequest, renderCheckedFirstScreen, textsOf, type FirstScreenApp } from '@klob/shared/testing/first-screen';
import { setUpTestApi } from '../../api/src/testing';
import companiesPage from './expose/companies-page';
import jobsPage from './expose/jobs-page';
import searchPage from './expose/search-page';
import { renderFirstScreen } from './first-screen';
import { publishedTexts } from './texts';

const testApi = setUpTestApi();

const MF_SEARCH: FirstScreenApp = {
  app: 'mf_search',
  units: { 'jobs-page': jobsPage, 'companies-page': companiesPage, 'search-page': searchPage },
  texts: publishedTexts,
  renderFirstScreen,
};

const render = (unit: string, address: string, language: Language, params?: Record<string, string>) =>
  renderCheckedFirstScreen(MF_SEARCH, firstScreenRequest(unit, address, language, testApi.baseUrl, params));

test.each([
  ['id', 'Lowongan Kerja', 'lowongan ditemukan'],
  ['en', 'Jobs', 'jobs found'],
] as const)(
  '/jobs in %s: the heading, the filters and the first jobs of the api, in the markup the browser starts from',
  async (language, heading, total) => {
    const { body } = await testApi.call<VacancyListResult>('GET', SEARCH_LIST_PATHS.vacancies);
    const screen = await render('jobs-page', '/jobs', language);
    expect(textsOf(screen.html, 'h1')).toEqual([heading]);
    expect(screen.html).toContain('role="search"');
    expect(textsOf(screen.html, 'p').find((text) => text.endsWith(total))).toBeDefined();
    expect(textsOf(screen.html, 'h3').slice(0, 3)).toEqual(body.result!.items.slice(0, 3).map((job) => job.positionName));
  },
);

test('a keyword and location list (/jobs/lowongan-kerja-{keyword}-di-{location}) renders its own heading and filters', async () => {
  const dynamicParameter = 'lowongan-kerja-designer-di-jakarta';
  const screen = await render('jobs-page', `/jobs/${dynamicParameter}`, 'en', { dynamicParameter });
  expect(textsOf(screen.html, 'h1')).toEqual(['Designer Jobs in Jakarta']);
  expect(screen.html).toContain('name="q" value="designer"');
});

test("a company's job list (/jobs/perusahaan-{slug}) renders the company's name and its jobs", async () => {
  const dynamicParameter = 'perusahaan-nusantara-digital';
  const screen = await render('jobs-page', `/jobs/${dynamicParameter}`, 'id', { dynamicParameter });
  expect(textsOf(screen.html, 'h1')).toEqual(['Lowongan Kerja di PT Nusantara Digital']);
  expect(textsOf(screen.html, 'h3').length).toBeGreaterThan(0);
});

test.each([
  ['id', 'Daftar Perusahaan'],
  ['en', 'Companies'],
] as const)('/companies in %s: the heading and the first companies of the api', async (language, heading) => {
  const { body } = await testApi.call<CompanyListResult>('GET', SEARCH_LIST_PATHS.companies);
  const screen = await render('companies-page', '/companies', language);
  expect(textsOf(screen.html, 'h1')).toEqual([heading]);
  expect(textsOf(screen.html, 'h3').slice(0, 3)).toEqual(body.result!.items.slice(0, 3).map((company) => company.corporateName));
});

test.each([
  ['id', 'Hasil pencarian "logistik"'],
  ['en', 'Search results for "logistik"'],
] as const)('/search?q= in %s: the keyword as heading and the first results of each group', async (language, heading) => {
  const screen = await render('search-page', '/search?q=logistik', language);
  expect(textsOf(screen.html, 'h1')).toEqual([heading]);
  expect(textsOf(screen.html, 'h3').some((title) => /logistik/i.test(title))).toBe(true);
});

test('a unit without a first screen answers null', async () => {
  expect(await renderFirstScreen(firstScreenRequest('search-box', '/', 'id', testApi.baseUrl))).toBeNull();
});
