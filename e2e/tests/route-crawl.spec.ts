import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE, HOME_LANDING_PATH } from '@klob/shared/constants';
import { textAt, translationsFromApi } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { mainHeading } from '../support/klob-page';
import { onboardingOf, registerConfirmedKlobber } from '../support/onboarding';
import { staticRoutePaths } from '../support/published-routes';

/**
 * What a route must never end on: the shell's not-found screen, the pending (coming-soon) page of a route
 * without its page, mf-journey's page of a path it does not know, a unit's slot fallback, or a page's
 * error state.
 */
const BAD_SCREENS = [
  '#not-found-title',
  '[data-testid="pending-page"]',
  '[data-testid="journey-no-page"]',
  '[data-testid^="slot-fallback-"]',
  'main [role="alert"]',
].join(', ');

/** Opens a path and waits until its page has settled: the main region shows content and nothing in it is busy. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main, path).toBeVisible();
  await expect(main.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await expect(main, path).not.toHaveText(/^\s*$/);
}

/** Every published route without a parameter (the shell's and the remotes'), one after the other in one page: each must settle on a real page. */
async function crawl(page: Page) {
  const badPaths: string[] = [];
  for (const path of staticRoutePaths()) {
    await openSettled(page, path);
    const bad = page.locator(BAD_SCREENS);
    if ((await bad.count()) > 0)
      badPaths.push(`${path} -> ${new URL(page.url()).pathname}: ${(await bad.first().innerText()).slice(0, 120)}`);
  }
  expect(badPaths, 'routes that show a placeholder, not-found or error screen').toEqual([]);
}

test.describe('every static route the shell and the remotes publish shows a real page (issue 21)', () => {
  test('signed out: each published static route (or the sign-in page it sends a guest to) shows its page, never a placeholder, not-found or error screen', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    expect(staticRoutePaths().length).toBeGreaterThan(40);
    await crawl(page);
  });

  test('signed in: each published static route (or the page it sends a signed-in user to) shows its page, never a placeholder, not-found or error screen', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // One sign-in for the whole crawl: the page keeps its stored session from route to route.
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await crawl(page);
  });
});

test('S1-2.7-05 S1-2.2-02 sign-in, `/` and /home land a signed-in user on the kloboard, its real page', async ({ page }) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await expect(page).toHaveURL((url) => url.pathname === HOME_LANDING_PATH);
  for (const path of ['/', '/home', '/home/']) {
    await openSettled(page, path);
    await expect(page, path).toHaveURL((url) => url.pathname === HOME_LANDING_PATH);
    await expect(page.locator(BAD_SCREENS), path).toHaveCount(0);
  }
});

test('S1-2.6-06 a /home path mf-journey has no page for shows the not-found screen, signed in and out, and the server answers 404', async ({
  page,
  request,
}) => {
  const shell = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
  const unknown = '/home/e2e-no-such-page';
  expect((await request.get(unknown, { maxRedirects: 0 })).status()).toBe(404);
  const response = await page.goto(unknown);
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText(textAt(shell, 'notFound.title'));
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto(unknown);
  await expect(mainHeading(page)).toHaveText(textAt(shell, 'notFound.title'));
  await expect(page.locator('[data-testid="journey-no-page"]')).toHaveCount(0);
});

test('S1-2.7-05 S1-2.9-21 a new account signs in onto the kloboard, with its onboarding dialog over it', async ({ page, request }) => {
  const klobber = await registerConfirmedKlobber(request, 'route-crawl');
  const master = await onboardingOf(request, klobber.email);
  await signInThroughLogin(page, klobber.email);
  await expect(page).toHaveURL((url) => url.pathname === HOME_LANDING_PATH);
  await expect(page.getByRole('dialog', { name: master.title!.id })).toBeVisible();
  await expect(page.locator(BAD_SCREENS)).toHaveCount(0);
});

test('a bare /job or /company, without the id of a job or company, leads to the job or company list in place', async ({ page }) => {
  for (const [bare, list] of [
    ['/job', '/jobs'],
    ['/company', '/companies'],
  ] as const) {
    await openSettled(page, bare);
    await expect(page, bare).toHaveURL((url) => url.pathname === list);
    await page.goBack();
    await expect(page, `back from ${list}`).not.toHaveURL((url) => url.pathname === bare);
  }
});
