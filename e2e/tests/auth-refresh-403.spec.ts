import { expect, test, type Route } from '@playwright/test';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { DEMO_ACCOUNTS, profileMenuToggle, signInThroughLogin, storedAuth } from '../support/auth';

/**
 * The id token with its expiry moved an hour on: the page sees a token far from expiring (so neither its
 * start nor its periodic refresh renews it), the api sees a signature that no longer matches and refuses it (403).
 */
function tokenTheApiRefuses(idToken: string): string {
  const [header, payload, signature] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
  const later = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
  return [header, later, signature].join('.');
}

/** The api's paths, on whichever origin the page calls them. */
const isApiCall = (url: URL) => /^\/(rest|v1|identity)\//.test(url.pathname);

test.describe('the refresh on a plain 403 (spec 1 §8.1, DECISIONS #11)', () => {
  test('S1-8.1-03 S1-4.1-23 a 403 without any code (a backend that sends none) runs one refresh against the real api and the page goes on signed in', async ({
    page,
  }) => {
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    const signedIn = await storedAuth(page);
    const spoiled = tokenTheApiRefuses(signedIn!.idToken!);

    // Like a backend that sends no codes: the real api's 403 answers reach the page without their `code`. Every api
    // path, not only /rest: whichever call the page makes first (a shell counter, mf-chat's /v1 counters) meets it.
    const plain403s: string[] = [];
    await page.route(isApiCall, async (route: Route) => {
      const response = await route.fetch();
      if (response.status() !== 403) return route.fulfill({ response });
      const { code: _dropped, ...body } = (await response.json()) as Record<string, unknown>;
      plain403s.push(route.request().url());
      return route.fulfill({ response, json: body });
    });
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(IDENTITY_PATHS.refreshToken)) refreshes.push(response.status());
    });

    // The spoiled token is stored as the next page starts, not under the page still open: that page's late calls (mf-chat
    // loads after it is idle) would meet it there, and the refresh they start would be cut off by the navigation.
    await page.addInitScript((idToken) => {
      const stored = window.localStorage.getItem('auth');
      if (stored) window.localStorage.setItem('auth', JSON.stringify({ ...(JSON.parse(stored) as object), idToken }));
    }, spoiled);
    await page.goto(`/profile/${signedIn!.userId}`);

    await expect.poll(() => refreshes.length).toBeGreaterThan(0);
    expect(refreshes[0]).toBe(200);
    expect(plain403s.length).toBeGreaterThan(0);
    await expect(profileMenuToggle(page)).toBeVisible();
    const after = await storedAuth(page);
    expect(after?.idToken).not.toBe(spoiled);
    expect(after?.userId).toBe(signedIn!.userId);
    await expect(page.getByTestId('profile-header')).toBeVisible();
  });
});
