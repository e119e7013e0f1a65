import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_LANGUAGE, PRODUCT_SLUG } from '@klob/shared/constants';
import type { CmsLandingPage, EventProject, SurveyMasterRecord } from '@klob/shared/api-contract/platform';
import { textAt, translationsFromApi } from '../support/api-data';
import { API_URL } from '../support/e2e-platform';
import { mainHeading } from '../support/klob-page';
import { COMING_SOON_PATH, EVENT_SUB_PAGES, SPEC_CAMPAIGN_PATHS, UNKNOWN_PATH } from '../support/routes';
import { allPublishedRoutes, publishedCampaigns, remotePublishedRoutes, staticRoutePaths } from '../support/published-routes';

/** Every partner campaign page: the spec's sixteen, the ones mf-company-landing's build publishes and the coming-soon notice. */
const campaignPaths = () => [...new Set([...SPEC_CAMPAIGN_PATHS, ...publishedCampaigns().map(({ path }) => path), COMING_SOON_PATH])];
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

test('S1-2.6-07 every static route the shell and the remotes publish, every campaign page and the event, CMS and e-form pages the api knows answer HTTP 200', async ({
  request,
}) => {
  const data = await serverDataPages(request);
  const CAMPAIGN_PATHS = campaignPaths();
  expect(CAMPAIGN_PATHS.length).toBeGreaterThanOrEqual(17);
  expect(data.eventPaths.length).toBeGreaterThan(0);
  expect(data.cmsPaths.length).toBeGreaterThan(0);
  const pages = [
    ...staticRoutePaths(),
    ...CAMPAIGN_PATHS,
    ...data.eventPaths,
    ...data.eventSubPagePaths,
    ...data.cmsPaths,
    ...data.eformPaths,
  ];
  expect(await answeringOtherThan(request, pages, 200), 'pages that do not answer 200').toEqual([]);
});

test("S1-2.6-06 S1-2.6-07 paths no page claims answer HTTP 404: unknown paths, unknown paths under a remote's patterns, campaign paths in the wrong case or spelling, and the UI gallery", async ({
  request,
}) => {
  const unknown = [
    UNKNOWN_PATH,
    '/jobs/jakarta/e2e-no-such-page',
    '/profile/USR-1/e2e-no-such-page',
    '/klob-journey/e2e-no-such-section/x/y',
    '/scan-event/e2e-no-such-page',
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

test('sitemap.xml lists every page the shell and the remotes publish for it, every campaign page, the current event pages and the current CMS landing pages of the api', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const data = await serverDataPages(request);
  expect(data.currentEvents.length).toBeGreaterThan(0);
  expect(data.currentCmsPages.length).toBeGreaterThan(0);
  const listed = [
    ...campaignPaths(),
    ...data.currentEvents.map((event) => `/${event.subdomain}`),
    ...data.currentCmsPages.map((cms) => `/${cms.subdomain}`),
  ];
  // What the builds flag for the sitemap: the shell's pages and each remote's (mf-search's lists among them).
  const flagged = allPublishedRoutes()
    .filter((route) => route.sitemap)
    .map(({ path }) => path);
  expect(flagged).toEqual(expect.arrayContaining(['/faq', '/jobs', '/klob-journey']));
  listed.push(...flagged);
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
  for (const campaign of publishedCampaigns().filter(({ unit }) => unit === 'campaign-page')) {
    await expect(main.getByRole('link', { name: campaign.title!.id!, exact: true }), campaign.path).toHaveAttribute('href', campaign.path);
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
  const published = publishedCampaigns().find(({ path }) => path === SPEC_CAMPAIGN_PATHS[0])!;
  const campaign = { path: published.path, texts: { id: { title: published.title!.id! } } };
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

test("a remote's published signed-in route obeys its access class: a guest is sent to the sign-in page with the route as the target, and the server answers 200", async ({
  page,
  request,
}) => {
  const signedInRoutes = remotePublishedRoutes('mf_forms').filter(
    (route) => route.access === 'authenticated-only' && !route.path.includes(':'),
  );
  expect(signedInRoutes.length).toBeGreaterThan(0);
  for (const { path } of signedInRoutes) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('from') === path);
  }
});

test("an unknown path under a remote's pattern shows the real not-found page (HTTP 404), not a placeholder", async ({ page, request }) => {
  const shell = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
  for (const path of ['/jobs/jakarta/e2e-no-such-page', '/profile/USR-1/e2e-no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(mainHeading(page), path).toHaveText(textAt(shell, 'notFound.title'));
    await expect(page.getByText('Halaman ini sedang kami siapkan.')).toHaveCount(0);
  }
});
