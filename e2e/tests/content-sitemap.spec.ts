import { expect, test } from '@playwright/test';
import type { CmsLandingPage, EventProject, SurveyMasterRecord } from '@klob/shared/api-contract/platform';
import { SITE_PATHS, type SitemapData } from '@klob/shared/api-contract/site';
import { textAt, translationsFromApi } from '../support/api-data';
import { API_URL } from '../support/e2e-platform';
import { mainHeading } from '../support/klob-page';
import { COMING_SOON_PATH, UNKNOWN_PATH } from '../support/routes';

async function resultOf<T>(request: Parameters<Parameters<typeof test>[2]>[0]['request'], path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`);
  return ((await response.json()) as { result: T }).result;
}

test('sitemap.xml lists the public pages, a campaign page and a published job of the api; robots.txt names it', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const data = await resultOf<SitemapData>(request, SITE_PATHS.sitemapData);
  expect(data.jobs.length).toBeGreaterThan(0);
  for (const path of ['/faq', '/income-tax-calculator', COMING_SOON_PATH, data.jobs[0]!.path])
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /home');
});

test('S1-2.6-06 S1-2.6-07 an unclaimed path answers HTTP 404 and still shows the not-found screen; every kind of real page answers 200', async ({
  page,
  request,
}) => {
  const missing = await page.goto(UNKNOWN_PATH);
  expect(missing?.status()).toBe(404);
  const shellTexts = await translationsFromApi(request, 'id', 'shell');
  await expect(mainHeading(page)).toHaveText(textAt(shellTexts, 'notFound.title'));
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const events = await resultOf<EventProject[]>(request, '/rest/open/page/event/master/project');
  const cmsPages = await resultOf<CmsLandingPage[]>(request, '/rest/open/event/landing/extend/corporate/index');
  const surveys = await resultOf<SurveyMasterRecord[]>(request, '/rest/open/page/survey/masterdata');
  const eventSubdomain = events.find((event) => event.subdomain && event.eventType !== 'form')!.subdomain!;
  const real = [
    '/',
    '/faq',
    '/jobs/jakarta',
    '/home/kloboard',
    COMING_SOON_PATH,
    `/${eventSubdomain}`,
    `/${eventSubdomain}/career`,
    `/${cmsPages[0]!.subdomain}`,
    `/eform/${surveys[0]!.surveyUrl}`,
  ];
  for (const path of real) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  for (const path of ['/faq/extra', '/home/anything', `/eform/not-a-survey`, `/${eventSubdomain}/not-a-sub-page`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
