import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_LANGUAGE, PRODUCT_SLUG } from '@klob/shared/constants';
import type { CmsLandingPage, EventProject, SurveyMasterRecord } from '@klob/shared/api-contract/platform';
import { textAt, translationsFromApi } from '../support/api-data';
import { campaignPagesFromSource } from '../support/campaign-pages';
import { API_URL } from '../support/e2e-platform';
import { mainHeading } from '../support/klob-page';
import { COMING_SOON_PATH, EVENT_SUB_PAGES, SPEC_CAMPAIGN_PATHS, UNKNOWN_PATH } from '../support/routes';
import { STATIC_ROUTE_PATHS } from '../support/static-routes';

const campaignPages = await campaignPagesFromSource();
/** Every partner campaign page: the spec's sixteen, mf-company-landing's own files and the coming-soon notice. */
const CAMPAIGN_PATHS = [...new Set([...SPEC_CAMPAIGN_PATHS, ...campaignPages.map(({ config }) => config.path), COMING_SOON_PATH])];
const UI_GALLERY_PATH = `/test-${PRODUCT_SLUG}-ui`;

async function resultOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** The pages the api's data makes (spec 1 §2.6), split as the sitemaps list them. */
async function serverDataPages(request: APIRequestContext) {
  const now = Date.now();
  const events = await resultOf<EventProject[]>(request, '/rest/open/page/event/master/project');
  const cmsPages = await resultOf<CmsLandingPage[]>(request, '/rest/open/event/landing/extend/corporate/index');
  const surveys = await resultOf<SurveyMasterRecord[]>(request, '/rest/open/page/survey/masterdata');
  const publicEvents = events.filter((event) => event.subdomain && event.eventType !== 'form');
  const isRunning = (start: string, end: string) => Date.parse(start) <= now && Date.parse(end) >= now;
  return {
    eventPaths: publicEvents.map((event) => `/${event.subdomain}`),
    eventSubPagePaths: publicEvents.flatMap((event) => EVENT_SUB_PAGES.map((subPage) => `/${event.subdomain}/${subPage}`)),
    /** The events not yet over: sitemap.xml lists these. */
    currentEvents: publicEvents.filter((event) => Date.parse(event.endDate) >= now),
    cmsPaths: cmsPages.map((cms) => `/${cms.subdomain}`),
    currentCmsPages: cmsPages.filter((cms) => isRunning(cms.startDate, cms.endDate)),
    eformPaths: surveys.map((survey) => `/eform/${survey.surveyUrl}`),
  };
}

/** The paths whose HTTP status is not `expected`, each with the status it answered. */
async function answeringOtherThan(request: APIRequestContext, paths: readonly string[], expected: number): Promise<string[]> {
  const wrong: string[] = [];
  for (const path of paths) {
    const status = (await request.get(path, { maxRedirects: 0 })).status();
    if (status !== expected) wrong.push(`${path}: ${status}`);
  }
  return wrong;
}

test('S1-2.6-07 every static route of the route table, every campaign page and the event, CMS and e-form pages the api knows answer HTTP 200', async ({
  request,
}) => {
  const data = await serverDataPages(request);
  expect(CAMPAIGN_PATHS.length).toBeGreaterThanOrEqual(17);
  expect(data.eventPaths.length).toBeGreaterThan(0);
  expect(data.cmsPaths.length).toBeGreaterThan(0);
  const pages = [
    ...STATIC_ROUTE_PATHS,
    ...CAMPAIGN_PATHS,
    ...data.eventPaths,
    ...data.eventSubPagePaths,
    ...data.cmsPaths,
    ...data.eformPaths,
  ];
  expect(await answeringOtherThan(request, pages, 200), 'pages that do not answer 200').toEqual([]);
});

test('S1-2.6-06 S1-2.6-07 paths no page claims answer HTTP 404: unknown paths, unknown /home paths, campaign paths in the wrong case or spelling, and the UI gallery', async ({
  request,
}) => {
  const unknown = [
    UNKNOWN_PATH,
    '/home/e2e-no-such-page',
    '/home/kloboard/e2e-no-such-tab',
    '/ao-bankjatim',
    '/odp-banksusmelbabel',
    '/rekrutmen-bankjatim/e2e-no-such-page',
    '/faq/extra',
    UI_GALLERY_PATH,
  ];
  expect(await answeringOtherThan(request, unknown, 404), 'unknown paths that do not answer 404').toEqual([]);
});

test('S1-2.1-01 the internal UI gallery (/test-klob-ui) is not part of the production build: HTTP 404 and the not-found screen', async ({
  page,
  request,
}) => {
  const shell = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
  const response = await page.goto(UI_GALLERY_PATH);
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText(textAt(shell, 'notFound.title'));
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('sitemap.xml lists every campaign page, the current event pages and the current CMS landing pages of the api', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const data = await serverDataPages(request);
  expect(data.currentEvents.length).toBeGreaterThan(0);
  expect(data.currentCmsPages.length).toBeGreaterThan(0);
  const listed = [
    ...CAMPAIGN_PATHS,
    ...data.currentEvents.map((event) => `/${event.subdomain}`),
    ...data.currentCmsPages.map((cms) => `/${cms.subdomain}`),
  ];
  const missing = listed.filter((path) => !xml.includes(`<loc>${baseURL}${path}</loc>`));
  expect(missing, 'pages sitemap.xml does not list').toEqual([]);
  expect(xml).not.toContain(UI_GALLERY_PATH);
});

test('the sitemap page /sitemap-prod links every campaign page by its name, the current events and the current CMS landing pages', async ({
  page,
  request,
}) => {
  const data = await serverDataPages(request);
  await page.goto('/sitemap-prod');
  const main = page.getByRole('main');
  for (const { config } of campaignPages) {
    await expect(main.getByRole('link', { name: config.texts.id.title, exact: true }), config.path).toHaveAttribute('href', config.path);
  }
  await expect(main.locator(`a[href="${COMING_SOON_PATH}"]`)).toHaveCount(1);
  for (const event of data.currentEvents) {
    await expect(main.getByRole('link', { name: event.name, exact: true }), event.name).toHaveAttribute('href', `/${event.subdomain}`);
  }
  for (const cms of data.currentCmsPages) {
    await expect(main.getByRole('link', { name: cms.title, exact: true }), cms.title).toHaveAttribute('href', `/${cms.subdomain}`);
  }
});

test('a guest finds a campaign page, an event and the company list from the footer, through the sitemap page', async ({
  page,
  request,
}) => {
  const [shell, pages] = await Promise.all([
    translationsFromApi(request, DEFAULT_LANGUAGE, 'shell'),
    translationsFromApi(request, DEFAULT_LANGUAGE, 'pages'),
  ]);
  const data = await serverDataPages(request);
  const campaign = campaignPages.find(({ config }) => config.path === SPEC_CAMPAIGN_PATHS[0])!.config;
  const event = data.currentEvents[0]!;
  const toSitemap = async () => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: textAt(shell, 'footer.sitemap') })
      .click();
    await expect(page).toHaveURL(/\/sitemap-prod$/);
    return page.getByRole('main');
  };

  await (await toSitemap()).getByRole('link', { name: campaign.texts.id.title, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === campaign.path);
  await expect(mainHeading(page)).toHaveText(campaign.texts.id.title);

  await (await toSitemap()).getByRole('link', { name: event.name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/${event.subdomain}`));
  await expect(page.getByRole('main')).toContainText(event.name);

  await (await toSitemap()).getByRole('link', { name: textAt(pages, 'sitemap.links.companies'), exact: true }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
});
