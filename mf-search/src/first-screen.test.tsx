/** @jest-environment node */
import createCache from '@emotion/cache';
import { forgetFirstScreenData, seedFirstScreenData } from '@klob/shared';
import type { CompanyListResult, VacancyListResult } from '@klob/shared/api-contract/content';
import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import type { FirstScreen, FirstScreenRequest } from '@klob/shared/first-screen/contract';
import { renderToHtml, serverI18n, serverServices } from '@klob/shared/first-screen';
import type { Language } from '@klob/shared/constants';
import { setUpTestApi } from '../../api/src/testing';
import companiesPage from './expose/companies-page';
import jobsPage from './expose/jobs-page';
import searchPage from './expose/search-page';
import { renderFirstScreen } from './first-screen';
import { publishedTexts } from './texts';

const testApi = setUpTestApi();

const UNITS = { 'jobs-page': jobsPage, 'companies-page': companiesPage, 'search-page': searchPage };

interface Page {
  unit: keyof typeof UNITS;
  pathname: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

const requestFor = ({ unit, pathname, params = {}, query = {} }: Page, language: Language): FirstScreenRequest => ({
  unit,
  pathname,
  params,
  query,
  language,
  apiOrigin: testApi.baseUrl,
  config: { environment: 'production', apiBaseUrl: '', socketUrl: '', signInProviders: {} },
  deadline: Date.now() + 5000,
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** The text of every element named `tag` in the markup, in order (tags dropped, entities decoded). */
const textsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!),
  );

/** What the browser's first render of the unit is once the page is seeded with the server's data (no loads). */
async function firstClientRender(request: FirstScreenRequest, screen: FirstScreen): Promise<string> {
  const { Tree, namespaces } = UNITS[request.unit as Page['unit']].firstScreen!;
  const i18n = serverI18n(request.language, publishedTexts, namespaces);
  const services = serverServices('mf_search', { ...request, apiOrigin: 'http://127.0.0.1:9' }, i18n);
  seedFirstScreenData(screen.data);
  try {
    const props = { services, params: request.params, query: request.query, pathname: request.pathname };
    return await renderToHtml(<Tree props={props} styleCache={createCache({ key: 'mf-search' })} />);
  } finally {
    forgetFirstScreenData();
  }
}

async function render(request: FirstScreenRequest): Promise<FirstScreen> {
  const problems = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
  const screen = await renderFirstScreen(request);
  // No server-only warning (useLayoutEffect, a missing text) and no failed load.
  for (const problem of problems) {
    expect(problem).not.toHaveBeenCalled();
    problem.mockRestore();
  }
  expect(screen).not.toBeNull();
  expect(screen!.texts.search).toBe(publishedTexts.search[request.language]);
  expect(await firstClientRender(request, screen!)).toBe(screen!.html);
  return screen!;
}

let firstJobs: VacancyListResult['items'];
beforeAll(async () => {
  const answer = await testApi.call<VacancyListResult>('GET', SEARCH_LIST_PATHS.vacancies);
  firstJobs = answer.body.result.items;
});

test.each([
  ['id', 'Lowongan Kerja', 'lowongan ditemukan'],
  ['en', 'Jobs', 'jobs found'],
] as const)(
  '/jobs in %s: the heading, the filters and the first jobs of the api, in the markup the browser starts from',
  async (language, heading, total) => {
    const screen = await render(requestFor({ unit: 'jobs-page', pathname: '/jobs' }, language));
    expect(textsOf(screen.html, 'h1')).toEqual([heading]);
    expect(screen.html).toContain('role="search"');
    expect(textsOf(screen.html, 'p').find((text) => text.endsWith(total))).toBeDefined();
    expect(textsOf(screen.html, 'h3').slice(0, 3)).toEqual(firstJobs.slice(0, 3).map((job) => job.positionName));
  },
);

test('a keyword and location list (/jobs/lowongan-kerja-{keyword}-di-{location}) renders its own heading and filters', async () => {
  const dynamicParameter = 'lowongan-kerja-designer-di-jakarta';
  const screen = await render(requestFor({ unit: 'jobs-page', pathname: `/jobs/${dynamicParameter}`, params: { dynamicParameter } }, 'en'));
  expect(textsOf(screen.html, 'h1')).toEqual(['Designer Jobs in Jakarta']);
  expect(screen.html).toContain('name="q" value="designer"');
});

test("a company's job list (/jobs/perusahaan-{slug}) renders the company's name and its jobs", async () => {
  const dynamicParameter = 'perusahaan-nusantara-digital';
  const screen = await render(requestFor({ unit: 'jobs-page', pathname: `/jobs/${dynamicParameter}`, params: { dynamicParameter } }, 'id'));
  expect(textsOf(screen.html, 'h1')).toEqual(['Lowongan Kerja di PT Nusantara Digital']);
  const companyJobs = textsOf(screen.html, 'h3');
  expect(companyJobs.length).toBeGreaterThan(0);
});

test.each([
  ['id', 'Daftar Perusahaan'],
  ['en', 'Companies'],
] as const)('/companies in %s: the heading and the first companies of the api', async (language, heading) => {
  const { body } = await testApi.call<CompanyListResult>('GET', SEARCH_LIST_PATHS.companies);
  const screen = await render(requestFor({ unit: 'companies-page', pathname: '/companies' }, language));
  expect(textsOf(screen.html, 'h1')).toEqual([heading]);
  expect(textsOf(screen.html, 'h3').slice(0, 3)).toEqual(body.result!.items.slice(0, 3).map((company) => company.corporateName));
});

test.each([
  ['id', 'Hasil pencarian "logistik"'],
  ['en', 'Search results for "logistik"'],
] as const)('/search?q= in %s: the keyword as heading and the first results of each group', async (language, heading) => {
  const screen = await render(requestFor({ unit: 'search-page', pathname: '/search', query: { q: 'logistik' } }, language));
  expect(textsOf(screen.html, 'h1')).toEqual([heading]);
  expect(textsOf(screen.html, 'h3').some((title) => /logistik/i.test(title))).toBe(true);
});

test('a unit without a first screen answers null', async () => {
  expect(await renderFirstScreen({ ...requestFor({ unit: 'jobs-page', pathname: '/' }, 'id'), unit: 'search-box' })).toBeNull();
});
