/** @jest-environment node */
import { CONTENT_PATHS, type CompanyDetail, type VacancyDetail, type VacancyListResult } from '@klob/shared/api-contract/content';
import type { Language } from '@klob/shared/constants';
import { companyDetailPath, jobDetailPath } from '@klob/shared/links';
import { firstScreenRequest, renderCheckedFirstScreen, textsOf, type FirstScreenApp } from '@klob/shared/testing/first-screen';
import { setUpTestApi } from '../../api/src/testing';
import journeyPage from './expose/journey-page';
import { renderFirstScreen } from './first-screen';
import { publishedTexts } from './texts';

const testApi = setUpTestApi();

const MF_JOURNEY: FirstScreenApp = { app: 'mf_journey', units: { 'journey-page': journeyPage }, texts: publishedTexts, renderFirstScreen };

const requestFor = (address: string, language: Language) => firstScreenRequest('journey-page', address, language, testApi.baseUrl);
const render = (address: string, language: Language) => renderCheckedFirstScreen(MF_JOURNEY, requestFor(address, language));

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
    const screen = await render(jobDetailPath(job, false), language);
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
  const screen = await render(companyDetailPath(job, false), language);
  expect(textsOf(screen.html, 'h1')).toEqual([company.corporateName]);
  expect(textsOf(screen.html, 'h2')).toContain(about);
  expect(screen.html).toContain('data-testid="vacancy-card"');
});

test.each([
  ['id', 'Temukan lowongan kerja dan kenali perusahaan yang sesuai dengan dirimu.'],
  ['en', 'Find job openings and get to know the companies that suit you.'],
] as const)('the Klob & Co section in %s: its tabs, heading and first jobs', async (language, subtitle) => {
  const screen = await render('/klob-journey/klob-and-co', language);
  expect(textsOf(screen.html, 'h1')).toEqual(['Klob & Co']);
  expect(textsOf(screen.html, 'p')).toContain(subtitle);
  expect(screen.html).toContain('data-testid="vacancy-card"');
});

test('signed-in pages have no first screen: the shell shows their skeleton', async () => {
  expect(await renderFirstScreen(requestFor('/home/kloboard', 'id'))).toBeNull();
  expect(await renderFirstScreen(requestFor('/home/klob-and-co/job/pt-a/CORP-A/dev/KLV-0001', 'id'))).toBeNull();
  expect(await renderFirstScreen(requestFor('/profile/usr01', 'id'))).toBeNull();
});
