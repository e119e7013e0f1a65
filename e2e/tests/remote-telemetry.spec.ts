import { expect, test, type Route } from '@playwright/test';
import { exposeChunkOf, originOf } from '../support/remote-faults';

/** Long enough to be the page's slowest script by far, short enough to keep the test quick. */
const BLOCK_MS = 400;
const busyLoop = `{const until=performance.now()+${BLOCK_MS};while(performance.now()<until){}}\n`;

test('issue 24 per-remote telemetry: a remote that throws in a unit and one that blocks the main thread are each named as the cause on /status/remotes', async ({
  page,
}) => {
  // Only what happens from now on: the status page's `since` leaves out what earlier tests reported.
  const since = Date.now();
  // mf-search's jobs page throws while its code is evaluated.
  await page.route(`${originOf('mf_search')}/${exposeChunkOf('mf_search', 'jobs-page')}`, (route: Route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("e2e: the jobs page throws");' }),
  );
  // Every chunk of mf-chat's (the community popup on every page) holds the main thread before it runs; its
  // entry stays as deployed (the shell checks the entry's bytes against the remotes manifest's hash).
  await page.route(`${originOf('mf_chat')}/**/*.js`, async (route: Route) => {
    if (route.request().url().endsWith('/remoteEntry.js')) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: `${busyLoop}${await response.text()}` });
  });

  await page.goto('/jobs');
  await expect(page.getByTestId('slot-fallback-jobs-page')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // The popup's scripts have run (and blocked) once its slot holds the unit.
  await expect(page.locator('[class*="klob-remote-slot--mf_chat"]').first()).toBeAttached();

  // The faults end with this page; leaving it sends what it saw, and the status page reads the api's summary.
  await page.unrouteAll();
  await page.goto(`/status/remotes?since=${since}`);
  const causes = page.getByTestId('remote-causes');
  await expect(async () => {
    await page.reload();
    await expect(causes.locator('[data-cause="errors"]')).toContainText('mf_search', { timeout: 5000 });
    await expect(causes.locator('[data-cause="long-tasks"]')).toContainText('mf_chat', { timeout: 5000 });
  }).toPass({ timeout: 45_000 });
  await expect(causes.locator('[data-cause="errors"]')).toContainText('jobs-page load');
  await expect(page.locator('tr[data-remote="mf_search"] td[data-column="errors"]')).not.toHaveText('0');
});
