/** @jest-environment node */
import createCache from '@emotion/cache';
import { FirstScreenDataContext, type Language, type UnitLifecycles } from '@klob/shared';
import { renderToHtml, serverI18n, serverServices, type FirstScreen, type FirstScreenRequest } from '@klob/shared/first-screen';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { EVENT_PATHS, LANDING_PATHS, type EventCompany, type EventProject } from '@klob/shared/api-contract/platform';
import type { VacancyListResult } from '@klob/shared/api-contract/content';
import { API_START_TIMEOUT_MS, startTestApi, type RunningTestApi } from '../../api/src/testing';
import { publishedTexts } from './texts';
import { renderFirstScreen } from './first-screen';
import { campaignAt } from './campaigns/campaigns';
import campaignPage from './expose/campaign-page';
import eventPage from './expose/event-page';
import cmsPage from './expose/cms-page';

jest.mock('./campaigns/page-files', () => jest.requireActual('./campaigns/page-files-from-disk'));

const LANGUAGES: Language[] = ['id', 'en'];
const texts = (language: Language) => publishedTexts['company-landing'][language];

let api: RunningTestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.stop());

async function resultOf<T>(path: string): Promise<T> {
  const response = await fetch(`${api.baseUrl}${path}`);
  return ((await response.json()) as Envelope<T>).result;
}
const positionsOf = async (corporateId: string, keyword = '') =>
  (
    await resultOf<VacancyListResult>(`${LANDING_PATHS.vacancyList}?corporateId=${corporateId}&keyword=${encodeURIComponent(keyword)}`)
  ).items.map((vacancy) => vacancy.positionName);

/** What the shell's server asks for a page: the unit and params its router gives the page (README "First screens"). */
const requestOf = (unit: string, pathname: string, params: Record<string, string>, language: Language): FirstScreenRequest => ({
  unit,
  pathname,
  params,
  query: {},
  language,
  apiOrigin: api.baseUrl,
  config: { environment: 'production', apiBaseUrl: '', socketUrl: '', signInProviders: {} },
  deadline: Date.now() + 10_000,
});

async function render(request: FirstScreenRequest): Promise<FirstScreen> {
  const screen = await renderFirstScreen(request);
  if (!screen) throw new Error(`no first screen for ${request.unit}`);
  return screen;
}

/** The unit rendered once more from the answer's data alone, as the browser seeded with it renders it first. */
async function renderSeeded(unit: UnitLifecycles, request: FirstScreenRequest, data: Record<string, unknown>): Promise<string> {
  const tree = unit.firstScreen!;
  const services = serverServices('mf_company_landing', request, serverI18n(request.language, publishedTexts, tree.namespaces));
  const seeded = { take: (key: string) => (key in data ? { data: data[key] } : undefined) };
  return renderToHtml(
    <FirstScreenDataContext value={seeded}>
      <tree.Tree
        props={{ services, params: request.params, query: request.query, pathname: request.pathname }}
        styleCache={createCache({ key: 'mf-company-landing' })}
      />
    </FirstScreenDataContext>,
  );
}

const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const withoutLoading = (html: string, language: Language) => {
  expect(html).not.toContain(texts(language).vacancies.loading);
  expect(html).not.toContain(texts(language).event.loading);
};

describe.each(LANGUAGES)('in %s', (language) => {
  test('a campaign page renders its heading, its copy and the partner vacancies on the server', async () => {
    const request = requestOf('campaign-page', '/rekrutmen-ptba', {}, language);
    const screen = await render(request);
    expect(headingOf(screen.html)).toBe(language === 'id' ? 'Rekrutmen PT Bukit Asam' : 'PT Bukit Asam Recruitment');
    expect(screen.html).toContain(texts(language).campaign.positions);
    const positions = await positionsOf('CORP-PTBA');
    expect(positions.length).toBeGreaterThan(0);
    for (const position of positions) expect(screen.html).toContain(`<h3>${position}</h3>`);
    withoutLoading(screen.html, language);
    expect(screen.texts['company-landing']).toEqual(texts(language));
    expect(await renderSeeded(campaignPage, request, screen.data)).toBe(screen.html);
  });

  test("the fair's home renders its name, banners and booths on the server", async () => {
    const request = requestOf('event-page', '/klobfair2026', { '*': 'klobfair2026' }, language);
    const screen = await render(request);
    const events = await resultOf<EventProject[]>(EVENT_PATHS.projects);
    const fair = events.find((event) => event.subdomain === 'klobfair2026')!;
    expect(headingOf(screen.html)).toBe(fair.name);
    expect(screen.html).toContain(`>${texts(language).eventTabs.home}</a>`);
    expect(screen.html).toMatch(/<picture>/);
    const booths = await resultOf<EventCompany[]>(`${LANDING_PATHS.eventCompanies}?subdomain=klobfair2026`);
    expect(booths.length).toBeGreaterThan(0);
    for (const booth of booths) expect(screen.html).toContain(`<h3>${booth.corporateName}</h3>`);
    withoutLoading(screen.html, language);
    expect(await renderSeeded(eventPage, request, screen.data)).toBe(screen.html);
  });

  test("the fair's jobs tab renders every booth with its vacancies on the server", async () => {
    const request = requestOf('event-page', '/klobfair2026/career', { '*': 'klobfair2026/career' }, language);
    const screen = await render(request);
    const [firstBooth] = await resultOf<EventCompany[]>(`${LANDING_PATHS.eventCompanies}?subdomain=klobfair2026`);
    for (const position of await positionsOf(firstBooth!.corporateId)) expect(screen.html).toContain(`<h3>${position}</h3>`);
    withoutLoading(screen.html, language);
    expect(await renderSeeded(eventPage, request, screen.data)).toBe(screen.html);
  });

  test('a coming-soon notice renders its heading and its campaign headline on the server', async () => {
    const screen = await render(requestOf('coming-soon', '/UI-CISE2021', {}, language));
    expect(headingOf(screen.html)).toBe(texts(language).comingSoon.title);
    expect(screen.html).toContain(`>${campaignAt('/UI-CISE2021')!.headline[language]}</p>`);
    expect(screen.html).toContain(texts(language).comingSoon.backToKlob);
  });

  test('a CMS page renders its title and the company vacancies on the server', async () => {
    const request = requestOf('cms-page', '/karier-nusantara', { '*': 'karier-nusantara' }, language);
    const screen = await render(request);
    expect(headingOf(screen.html)).toBe('Karier di Nusantara Digital');
    expect(screen.html).toContain(texts(language).campaign.positions);
    for (const position of await positionsOf('CORP-NUSANTARA')) expect(screen.html).toContain(`<h3>${position}</h3>`);
    withoutLoading(screen.html, language);
    expect(await renderSeeded(cmsPage, request, screen.data)).toBe(screen.html);
  });
});

test('an address that is no campaign, event or CMS page renders its not-found notice, not an error', async () => {
  const event = await render(requestOf('event-page', '/no-such-event', { '*': 'no-such-event' }, 'id'));
  expect(event.html).toContain(texts('id').event.notFound);
  const campaign = await render(requestOf('campaign-page', '/no-such-campaign', {}, 'id'));
  expect(campaign.html).toContain(texts('id').campaign.notFound);
});

test('a unit this app does not render on the server answers null', async () => {
  expect(await renderFirstScreen(requestOf('scan-event', '/scan-event', {}, 'id'))).toBeNull();
});
