import { expect, test, type Page } from '@playwright/test';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { E2E_TOKEN_TTL_SECONDS, API_URL } from '../support/e2e-platform';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, profileMenuToggle, signInThroughLogin, signOutThroughMenu, storedAuth } from '../support/auth';

const guestHeader = (page: Page) => page.getByTestId('header-account').getByRole('link', { name: /masuk/i });

test.describe('the session (spec 1 §3, §4.1, §8.1)', () => {
  test('S1-4.1-13 garbage under the auth key never breaks start-up: the visitor is a guest and the key is removed', async ({ page }) => {
    for (const garbage of [
      '{"idToken":',
      JSON.stringify({ accessToken: 'a', idToken: 'not-a-jwt', userId: 'u', email: 'e@klob.id', refreshToken: 'r' }),
    ]) {
      await page.goto('/faq');
      await page.evaluate((value) => window.localStorage.setItem('auth', value), garbage);
      await page.reload();
      await expect(guestHeader(page)).toBeVisible();
      // The guest header is in the server's HTML: the app removes the key when it starts, a moment later.
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
    }
  });

  test('S1-2.9-27 S1-7-15 utm parameters are stored; the pre-login activity log is sent after sign-in and then removed', async ({
    page,
  }) => {
    const loggedUrls = async () =>
      (
        await page.evaluate(
          () => JSON.parse(window.localStorage.getItem('activityLog') ?? 'null') as { listUrl: { preLoginUrl: string }[] } | null,
        )
      )?.listUrl.map((url) => url.preLoginUrl);
    // The header is in the server's HTML before the app runs: what is recorded is awaited, page by page.
    await page.goto('/contactus?utm_campaign=launch&utm_source=ig&utm_medium=social');
    await expect(guestHeader(page)).toBeVisible();
    await expect.poll(loggedUrls).toEqual(['/contactus?utm_campaign=launch&utm_source=ig&utm_medium=social']);
    await page.goto('/faq');
    await expect(guestHeader(page)).toBeVisible();
    await expect.poll(loggedUrls).toEqual(['/contactus?utm_campaign=launch&utm_source=ig&utm_medium=social', '/faq']);
    expect(await page.evaluate(() => window.localStorage.getItem('utm_campaign'))).toBe('launch');

    const sent = page.waitForResponse((response) => response.url().includes('/rest/open/page/log/actvty/prelogin'));
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    expect((await sent).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('activityLog'))).toBeNull();
  });

  test('S1-4.1-02 S1-4.1-04 signing out clears the stored auth and goes to /', async ({ page }) => {
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/faq');
    await signOutThroughMenu(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(guestHeader(page)).toBeVisible();
    expect(await storedAuth(page)).toBeNull();
    await page.goto('/home/kloboard');
    await expect(page).toHaveURL(/\/login\?from=%2Fhome%2Fkloboard$/);
  });

  test('S1-4.1-13 S1-4.1-14 a session outlives several token lifetimes while the user keeps working', async ({ page, request }) => {
    test.setTimeout(150_000);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(IDENTITY_PATHS.refreshToken)) refreshes.push(response.status());
    });
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    const first = await storedAuth(page);
    const lifetimes = 3;
    const paths = ['/faq', '/home/kloboard', '/about-us', '/home/payment/cart'];
    let step = 0;
    const clickAround = async () => {
      // Client-side navigation, as a user clicking around (a reload would also run the start-up check).
      await page.evaluate(
        (path) => {
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        paths[step++ % paths.length],
      );
      await expect(profileMenuToggle(page)).toBeVisible();
    };
    for (let lifetime = 1; lifetime <= lifetimes; lifetime += 1) {
      // The user keeps clicking until the token's life has run out and the page has refreshed it once more.
      await expect
        .poll(async () => (await clickAround(), refreshes.length), { intervals: [2_000], timeout: (E2E_TOKEN_TTL_SECONDS + 15) * 1000 })
        .toBeGreaterThanOrEqual(lifetime);
    }
    expect(refreshes.length).toBeGreaterThanOrEqual(lifetimes);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    const now = await storedAuth(page);
    expect(now?.idToken).not.toBe(first?.idToken);

    // The token the page holds now is accepted by the api, and a reload (the start-up check) keeps the session.
    const check = await request.post(`${API_URL}${IDENTITY_PATHS.loginOnSuccess}`, {
      headers: { Authorization: now?.idToken ?? '' },
      data: { userId: now?.userId },
    });
    expect(check.status()).toBe(200);
    await page.reload();
    await expect(profileMenuToggle(page)).toBeVisible();
  });

  test('a session ended on the server signs the page out once, at the next refresh', async ({ page, request }) => {
    test.setTimeout(90_000);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(IDENTITY_PATHS.refreshToken)) refreshes.push(response.status());
    });
    await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
    await page.goto('/home/kloboard');
    // Ended everywhere from another sign-in of the same user: the page's own refresh token is left alone, so its
    // rotation cannot race the sign-out.
    const other = await request.post(`${API_URL}${IDENTITY_PATHS.loginEmail}`, {
      data: { email: DEMO_ACCOUNTS.hr, password: DEMO_PASSWORD },
    });
    const { refreshToken } = ((await other.json()) as { result: { refreshToken: string } }).result;
    const revoked = await request.post(`${API_URL}${IDENTITY_PATHS.signOut}`, { data: { refreshToken, global: true } });
    expect(revoked.ok()).toBe(true);

    await expect(page).toHaveURL(/\/$/, { timeout: (E2E_TOKEN_TTL_SECONDS + 15) * 1000 });
    await expect(guestHeader(page)).toBeVisible();
    expect(await storedAuth(page)).toBeNull();
    // Going on as a guest sends no further refresh.
    for (const path of ['/faq', '/about-us', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(refreshes.filter((status) => status !== 200)).toHaveLength(1);
  });
});
