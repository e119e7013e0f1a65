import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDirOf } from '../../tools/platform/processes';
import { snapshotFolder } from '../support/dist-snapshot';
import { mainHeading } from '../support/klob-page';
import { buildEditedCopy, deployBuild } from '../support/remote-deploy';

/** A production build of one remote on 2 cores, with the other apps' servers running. */
const REBUILD_TIMEOUT_MS = 240_000;
const CAMPAIGN_PAGES_SOURCE = 'src/campaigns/pages';
const SEVENTEENTH_PATH = '/rekrutmen-e2e-ketujuhbelas';
const SEVENTEENTH_TITLE = 'Rekrutmen Halaman Ketujuh Belas';

/** The recipe of mf-company-landing/README.md: one configuration file (with its texts) in pages/, nothing else. */
function addSeventeenthPage(copyDir: string): void {
  const pagesDir = path.join(copyDir, CAMPAIGN_PAGES_SOURCE);
  const template = fs.readFileSync(path.join(pagesDir, 'rekrutmen-ptba.ts'), 'utf8');
  const page = template
    .replace("path: '/rekrutmen-ptba'", `path: '${SEVENTEENTH_PATH}'`)
    .replace("title: 'Rekrutmen PT Bukit Asam'", `title: '${SEVENTEENTH_TITLE}'`);
  expect(page).toContain(SEVENTEENTH_PATH);
  expect(page).toContain(SEVENTEENTH_TITLE);
  fs.writeFileSync(path.join(pagesDir, 'rekrutmen-e2e-ketujuhbelas.ts'), page);
}

/** The server reads the remote's published routes again after a few seconds (KLOB_ROUTES_TTL_MS): wait for it, no fixed sleep. */
const ROUTES_CACHE_WAIT_MS = 20_000;

test('the seventeenth-page recipe: a configuration file added to a copy, only mf-company-landing rebuilt, the unchanged shell and its server (not restarted) serve the page with HTTP 200 and list it in sitemap.xml; the old build back, it answers 404 again', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(REBUILD_TIMEOUT_MS + 120_000);
  const shellDistBefore = snapshotFolder(distDirOf('shell'));
  const status = async () => (await request.get(SEVENTEENTH_PATH, { maxRedirects: 0 })).status();
  const sitemapLists = async () => (await (await request.get('/sitemap.xml')).text()).includes(`<loc>${baseURL}${SEVENTEENTH_PATH}</loc>`);
  expect(await status()).toBe(404);
  await page.goto(SEVENTEENTH_PATH);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();

  const edited = await buildEditedCopy('mf_company_landing', addSeventeenthPage);
  try {
    const deployment = await deployBuild('mf_company_landing', edited.distDir);
    try {
      await expect.poll(status, { timeout: ROUTES_CACHE_WAIT_MS }).toBe(200);
      await expect.poll(sitemapLists, { timeout: ROUTES_CACHE_WAIT_MS }).toBe(true);
      await page.goto(SEVENTEENTH_PATH);
      await expect(mainHeading(page)).toHaveText(SEVENTEENTH_TITLE);
      await expect(page.getByTestId('campaign-vacancy').first()).toBeVisible();
    } finally {
      await deployment.restore();
    }
  } finally {
    edited.dispose();
  }
  expect(snapshotFolder(distDirOf('shell')), 'the shell dist/ changed').toEqual(shellDistBefore);
  // The previous build back: its published routes no longer hold the page.
  await expect.poll(status, { timeout: ROUTES_CACHE_WAIT_MS }).toBe(404);
});
