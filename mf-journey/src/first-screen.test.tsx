/** @jest-environment node */
import createCache from '@emotion/cache';
import { forgetFirstScreenData, seedFirstScreenData } from '@klob/shared';
import { CONTENT_PATHS, type CompanyDetail, type VacancyDetail, type VacancyListResult } from '@klob/shared/api-contract/content';
import type { Language } from '@klob/shared/constants';
import type { FirstScreen, FirstScreenRequest } from '@klob/shared/first-screen/contract';
import { renderToHtml, serverI18n, serverServices } from '@klob/shared/first-screen';
import { companyDetailPath, jobDetailPath } from '@klob/shared/links';
import { setUpTestApi } from '../../api/src/testing';
import journeyPage from './expose/journey-page';
import { renderFirstScreen } from './first-screen';
import { publishedTexts } from './texts';

const testApi = setUpTestApi();

/** A request as the shell's server makes it for an address (path and query). */
function requestFor(address: string, language: Language): FirstScreenRequest {
  const url = new URL(address, 'http://klob.test');
  return {
    unit: 'journey-page',
    pathname: url.pathname,
    params: {},
    query: Object.fromEntries(url.searchParams),
    language,
    apiOrigin: testApi.baseUrl,
    config: { environment: 'production', apiBaseUrl: '', socketUrl: '', signInProviders: {} },
    deadline: Date.now() + 5000,
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** The text of every element named `tag` in the markup, in order (tags dropped, entities decoded). */
const textsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!),
  );

/** What the browser's first render of the unit is once the page is seeded with the server's data (no loads). */
async function firstClientRender(request: FirstScreenRequest, screen: FirstScreen): Promise<string> {
  const { Tree, namespaces } = journeyPage.firstScreen!;
  const i18n = serverI18n(request.language, publishedTexts, namespaces);
  const services = serverServices('mf_journey', { ...request, apiOrigin: 'http://127.0.0.1:9' }, i18n);
  seedFirstScreenData(screen.data);
  try {
    const props = { services, params: request.params, query: request.query, pathname: request.pathname };
    return await renderToHtml(<Tree props={props} styleCache={createCache({ key: 'mf-journey' })} />);
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
  expect(screen!.texts.journey).toBe(publishedTexts.journey[request.language]);
  expect(await firstClientRender(request, screen!)).toBe(screen!.html);
  return screen!;
}

let job: VacancyDetail;
let company: CompanyDetail;
beforeAll(async () => {
  const list = await testApi.call<VacancyListResult>('GET', CONTENT_PATHS.vacancyList);
  const { klobVacancyCode } = list.body.result!.items.find((item) => !item.anonym)!;
  job = (await testApi.call<VacancyDetail>('GET', CONTENT_PATHS.vacancyDetail(klobVacancyCode))).body.result!;
  company = (await testApi.call<CompanyDetail>('GET', CONTENT_PATHS.companyHeaderOpen(job.corporateId))).body.result!;
});

test.each([
  ['id', 'Deskripsi Pekerjaan', 'Masuk untuk melamar'],
  ['en', 'Job Description', 'Log in to apply'],
] as const)(
  'a job page in %s: the job title as its heading, its facts and the first part of its description',
  async (language, description, apply) => {
    const screen = await render(requestFor(jobDetailPath(job, false), language));
    expect(textsOf(screen.html, 'h1')).toEqual([job.positionName]);
    expect(textsOf(screen.html, 'button')).toContain(apply);
    expect(textsOf(screen.html, 'h2')).toContain(description);
    expect(textsOf(screen.html, 'p')).toContain(job.description[language].split(/\n{2,}/)[0]);
    expect(Object.keys(screen.data)).toEqual([
      `journey-vacancy/${job.klobVacancyCode}?signedIn=false`,
      `journey-similar/${job.klobVacancyCode}`,
    ]);
  },
);

test.each([
  ['id', 'Tentang Perusahaan'],
  ['en', 'About the Company'],
] as const)('a company page in %s: its name as the heading, its description and its jobs', async (language, about) => {
  const screen = await render(requestFor(companyDetailPath(company, false), language));
  expect(textsOf(screen.html, 'h1')).toEqual([company.corporateName]);
  expect(textsOf(screen.html, 'h2')).toContain(about);
  expect(screen.html).toContain('data-testid="vacancy-card"');
});

test.each([
  ['id', 'Temukan lowongan kerja dan kenali perusahaan yang sesuai dengan dirimu.'],
  ['en', 'Find job openings and get to know the companies that suit you.'],
] as const)('the Klob & Co section in %s: its tabs, heading and first jobs', async (language, subtitle) => {
  const screen = await render(requestFor('/klob-journey/klob-and-co', language));
  expect(textsOf(screen.html, 'h1')).toEqual(['Klob & Co']);
  expect(textsOf(screen.html, 'p')).toContain(subtitle);
  expect(screen.html).toContain('data-testid="vacancy-card"');
});

test('signed-in pages have no first screen: the shell shows their skeleton', async () => {
  expect(await renderFirstScreen(requestFor('/home/kloboard', 'id'))).toBeNull();
  expect(await renderFirstScreen(requestFor('/home/klob-and-co/job/pt-a/CORP-A/dev/KLV-0001', 'id'))).toBeNull();
  expect(await renderFirstScreen(requestFor('/profile/usr01', 'id'))).toBeNull();
});
