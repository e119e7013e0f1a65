import { expect, test, type Page } from '@playwright/test';
import { expectSameDocument, languageButton, mainHeading, markDocument } from '../support/klob-page';
import { runOpsCommand } from '../support/ops-commands';

const JOBS_PATH = '/jobs';
/** How long an open page may take to learn of a switch: the next navigation after its copy of /remotes.json grew old (2 s). */
const LEARN_TIMEOUT_MS = 20_000;

const maintenancePage = (page: Page) => page.getByTestId('maintenance-page-jobs-page');
const maintenanceSlot = (page: Page) => page.getByTestId('maintenance-search-box');

/** Leaves /jobs and comes back through the page's history, as a visitor does with the back and forward buttons: no reload. */
async function revisitJobs(page: Page): Promise<void> {
  if (new URL(page.url()).pathname === JOBS_PATH) await page.goForward();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === JOBS_PATH);
}

test("pnpm remote:disable mf-search turns an open page's /jobs into a calm maintenance page and its header slot into a notice, the rest working; pnpm remote:enable brings them back, without a reload", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(JOBS_PATH);
  await expect(mainHeading(page)).toBeVisible();
  await expect(maintenancePage(page)).toHaveCount(0);
  const marker = await markDocument(page);
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  try {
    const disable = await runOpsCommand('remote:disable', ['mf-search']);
    expect(disable.code, disable.output).toBe(0);
    expect(disable.stdout).toContain('mf-search: disabled: its slots and pages show the maintenance notice');

    await expect(async () => {
      await revisitJobs(page);
      await expect(maintenancePage(page)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: LEARN_TIMEOUT_MS });
    await expect(mainHeading(page)).toHaveText('Sedang dalam pemeliharaan');
    await expect(maintenanceSlot(page)).toHaveText('Sedang dalam pemeliharaan singkat');
    // The rest of the page works: the header, the language switch, the link home.
    await expect(page.getByRole('banner')).toBeVisible();
    await languageButton(page, 'en').click();
    await expect(mainHeading(page)).toHaveText('Under maintenance');
    await languageButton(page, 'id').click();
    await expectSameDocument(page, marker);

    // A fresh load of the route answers 200 with the same page, and /status/remotes says the remote is off.
    const fresh = await context.newPage();
    const response = await fresh.goto(JOBS_PATH);
    expect(response?.status()).toBe(200);
    await expect(maintenancePage(fresh)).toBeVisible();
    await fresh.goto('/status/remotes');
    await expect(fresh.locator('tr[data-remote="mf_search"] td[data-state]')).toHaveText('dinonaktifkan (pemeliharaan)');
    await expect(fresh.locator('tr[data-remote="mf_chat"] td[data-state]')).toHaveText('berjalan');
    await fresh.close();
  } finally {
    const enable = await runOpsCommand('remote:enable', ['mf-search']);
    expect(enable.code, enable.output).toBe(0);
    expect(enable.stdout).toContain('mf-search: enabled: its slots and pages load it again');
  }

  await expect(async () => {
    await revisitJobs(page);
    await expect(maintenancePage(page)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: LEARN_TIMEOUT_MS });
  await expect(mainHeading(page)).not.toHaveText('Sedang dalam pemeliharaan');
  await expect(maintenanceSlot(page)).toHaveCount(0);
  await expectSameDocument(page, marker);
});
