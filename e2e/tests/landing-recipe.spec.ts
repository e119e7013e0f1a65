import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDirOf, STATIC_APPS } from '../../tools/platform/processes';
import { signInThroughLogin } from '../support/auth';
import { snapshotFolder } from '../support/dist-snapshot';
import { languageButton, mainHeading } from '../support/klob-page';
import { buildEditedCopy, deployBuild, replaceStringLiteral } from '../support/remote-deploy';

/** A production build of one remote on 2 cores, with the other apps' servers running. */
const REBUILD_TIMEOUT_MS = 240_000;
const CAMPAIGN_PAGES_SOURCE = 'src/campaigns/pages';
const ROUTES_SOURCE = 'src/routes.ts';
const TEXTS_SOURCE = 'src/texts/company-landing.ts';
const EXISTING_PAGE = '/rekrutmen-ptba';
const NEW_PAGE = '/rekrutmen-e2e-ketujuhbelas';
const NEW_TITLE = { id: 'Rekrutmen Halaman Ketujuh Belas', en: 'Seventeenth Page Recruitment' };
/** A new signed-in page of the remote, published with its access class. */
const NEW_SIGNED_IN_ROUTE = '/rekrutmen-e2e-ketujuhbelas/pindai';
/** A text of an existing page, changed in both languages. */
const CHANGED_TEXT = { id: ['Tentang Program', 'Tentang Program Ini'], en: ['About the Program', 'About This Programme'] } as const;

/**
 * Everything in one copy of mf-company-landing, nothing outside it: a campaign page (one configuration file
 * with its texts in id and en, the recipe of its README), a signed-in route in its route list, and a changed
 * text of an existing page in its own texts.
 */
function changeCopy(copyDir: string): void {
  const pagesDir = path.join(copyDir, CAMPAIGN_PAGES_SOURCE);
  const template = fs.readFileSync(path.join(pagesDir, 'rekrutmen-ptba.ts'), 'utf8');
  const page = template
    .replace(`path: '${EXISTING_PAGE}'`, `path: '${NEW_PAGE}'`)
    .replace("title: 'Rekrutmen PT Bukit Asam'", `title: '${NEW_TITLE.id}'`)
    .replace("title: 'PT Bukit Asam Recruitment'", `title: '${NEW_TITLE.en}'`);
  expect(page).toContain(NEW_TITLE.id);
  expect(page).toContain(NEW_TITLE.en);
  fs.writeFileSync(path.join(pagesDir, 'rekrutmen-e2e-ketujuhbelas.ts'), page);
  const routesFile = path.join(copyDir, ROUTES_SOURCE);
  const scanEventRoute = "{ path: '/scan-event', access: 'authenticated-only', unit: 'scan-event' },";
  const routes = fs.readFileSync(routesFile, 'utf8');
  expect(routes).toContain(scanEventRoute);
  fs.writeFileSync(
    routesFile,
    routes.replace(
      scanEventRoute,
      `${scanEventRoute}\n    { path: '${NEW_SIGNED_IN_ROUTE}', access: 'authenticated-only', unit: 'scan-event' },`,
    ),
  );
  for (const [from, to] of Object.values(CHANGED_TEXT)) replaceStringLiteral(path.join(copyDir, TEXTS_SOURCE), from, to);
}

/** The server reads the remote's routes (KLOB_ROUTES_TTL_MS) and the api its texts (TEXTS_CACHE_MS) again after a few seconds. */
const CACHE_WAIT_MS = 20_000;

/** Reloads until `check` passes: what the caches held expires within CACHE_WAIT_MS, no fixed sleep. */
const eventually = (page: Page, check: () => Promise<void>) =>
  expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: CACHE_WAIT_MS });

test('issue 23: a copy of mf-company-landing alone gains a campaign page with id/en texts, a signed-in route and a changed text; deployed alone, with no other app rebuilt and no server restarted, the page answers 200 in both languages and is in the sitemap, the route obeys its access class, the text shows; every other dist/ is byte-identical; the old build back, the page answers 404', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(REBUILD_TIMEOUT_MS + 180_000);
  const otherApps = STATIC_APPS.filter((app) => app !== 'mf_company_landing');
  const distsBefore = Object.fromEntries(otherApps.map((app) => [app, snapshotFolder(distDirOf(app))]));
  const status = async (pagePath: string) => (await request.get(pagePath, { maxRedirects: 0 })).status();
  const sitemapLists = async () => (await (await request.get('/sitemap.xml')).text()).includes(`<loc>${baseURL}${NEW_PAGE}</loc>`);
  expect(await status(NEW_PAGE)).toBe(404);
  await page.goto(NEW_PAGE);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();

  const edited = await buildEditedCopy('mf_company_landing', changeCopy);
  try {
    const deployment = await deployBuild('mf_company_landing', edited.distDir);
    try {
      // The production server learns the new page from the deployed remote's published routes.
      await expect.poll(() => status(NEW_PAGE), { timeout: CACHE_WAIT_MS }).toBe(200);
      await expect.poll(sitemapLists, { timeout: CACHE_WAIT_MS }).toBe(true);
      await page.goto('/sitemap-prod');
      await expect(page.getByRole('link', { name: NEW_TITLE.id })).toHaveAttribute('href', NEW_PAGE);

      // The page in Indonesian, then in English.
      await page.goto(NEW_PAGE);
      await expect(mainHeading(page)).toHaveText(NEW_TITLE.id);
      await expect(page.getByTestId('campaign-vacancy').first()).toBeVisible();
      await languageButton(page, 'en').click();
      await expect(mainHeading(page)).toHaveText(NEW_TITLE.en);

      // The changed text of an existing page, from the texts the remote published (the api reads them at run time).
      await page.goto(EXISTING_PAGE);
      await eventually(page, () =>
        expect(page.getByRole('heading', { name: CHANGED_TEXT.en[1], exact: true })).toBeVisible({ timeout: 2000 }),
      );
      await languageButton(page, 'id').click();
      await expect(page.getByRole('heading', { name: CHANGED_TEXT.id[1], exact: true })).toBeVisible();

      // The new signed-in route: a guest is sent to sign in, a signed-in user gets the page.
      await page.goto(NEW_SIGNED_IN_ROUTE);
      await expect(page).toHaveURL(/\/login\?from=/);
      await signInThroughLogin(page, 'klobber@klob.id', undefined, `/login?from=${encodeURIComponent(NEW_SIGNED_IN_ROUTE)}`);
      await page.goto(NEW_SIGNED_IN_ROUTE);
      await expect(page).toHaveURL(new RegExp(`${NEW_SIGNED_IN_ROUTE}$`));
      await expect(page.getByRole('heading', { name: 'Pindai Kode Acara' })).toBeVisible();
    } finally {
      await deployment.restore();
    }
  } finally {
    edited.dispose();
  }
  for (const app of otherApps) expect(snapshotFolder(distDirOf(app)), `${app}'s dist/ changed`).toEqual(distsBefore[app]);
  // The previous build back: its published routes no longer hold the page.
  await expect.poll(() => status(NEW_PAGE), { timeout: CACHE_WAIT_MS }).toBe(404);
});
