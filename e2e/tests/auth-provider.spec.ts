import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { textAt, translationsFromApi } from '../support/api-data';
import { DEMO_ACCOUNTS, storedAuth } from '../support/auth';
import { API_URL } from '../support/e2e-platform';

type Provider = 'linkedin' | 'sso';

/** /login's provider button; the platform of the suite configures the api's development provider (DEV_OAUTH=1). */
async function leaveForProvider(page: Page, provider: Provider, from: string) {
  const auth = await translationsFromApi(page.request, DEFAULT_LANGUAGE, 'auth');
  await page.goto(from);
  await expect(page).toHaveURL(/\/login\?from=/);
  await page.getByRole('button', { name: textAt(auth, `login.${provider}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/dev/oauth/${provider}/authorize\\?`));
  return auth;
}

const leaveForLinkedIn = (page: Page, from: string) => leaveForProvider(page, 'linkedin', from);

test.describe('sign-in through a provider (spec 1 §2 /linkedin, /sso)', () => {
  test('S1-1-10 LinkedIn on /login, consent on the provider, back on /linkedin signed in and at the stored target', async ({ page }) => {
    await leaveForLinkedIn(page, '/home/kloboard');
    await page.getByRole('link', { name: DEMO_ACCOUNTS.klobber }).click();
    await expect(page).toHaveURL(/\/home\/kloboard$/);
    expect(await storedAuth(page)).toEqual(expect.objectContaining({ email: DEMO_ACCOUNTS.klobber, idToken: expect.any(String) }));
    await expect(page.getByTestId('header-account')).toBeVisible();
  });

  test('S1-1-09 SSO on /login, consent on the provider, back on /sso signed in and at the stored target', async ({ page }) => {
    await leaveForProvider(page, 'sso', '/home/kloboard');
    await page.getByRole('link', { name: DEMO_ACCOUNTS.hr }).click();
    await expect(page).toHaveURL(/\/home\/kloboard$/);
    expect(await storedAuth(page)).toEqual(expect.objectContaining({ email: DEMO_ACCOUNTS.hr, idToken: expect.any(String) }));
    await expect(page.getByTestId('header-account')).toBeVisible();
  });

  test('a return whose state is not the one this tab sent shows the error and a way back to /login; nothing is stored', async ({
    page,
  }) => {
    const auth = await leaveForLinkedIn(page, '/home');
    // What an attacker would push: a real code for their own consent, with a state of their choosing.
    const consent = new URL(await page.getByRole('link', { name: DEMO_ACCOUNTS.hr }).getAttribute('href').then(String), API_URL);
    const answer = await page.request.get(consent.toString(), { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    const code = new URL(answer.headers().location ?? '', API_URL).searchParams.get('code') ?? '';
    await page.goto(`/linkedin?code=${encodeURIComponent(code)}&state=tampered-state-0123456789`);
    await expect(page.getByRole('alert')).toHaveText(textAt(auth, 'providerReturn.stateMismatch'));
    expect(await storedAuth(page)).toBeNull();
    await page.getByRole('link', { name: textAt(auth, 'providerReturn.backToLogin') }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a code the api refuses (already used) shows the refusal', async ({ page }) => {
    const auth = await leaveForLinkedIn(page, '/home');
    const state = new URL(page.url()).searchParams.get('state') ?? '';
    const consent = new URL(await page.getByRole('link', { name: DEMO_ACCOUNTS.hr }).getAttribute('href').then(String), API_URL);
    const answer = await page.request.get(consent.toString(), { maxRedirects: 0 });
    const code = new URL(answer.headers().location ?? '', API_URL).searchParams.get('code') ?? '';
    // Spend the code first, as a replayed return would find it.
    const spent = await page.request.post(`${API_URL}/identity/oauth/linkedin/exchange`, { data: { code, state } });
    expect(spent.status()).toBe(200);
    await page.goto(`/linkedin?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
    await expect(page.getByRole('alert')).toHaveText(textAt(auth, 'providerReturn.refused').replace('{{provider}}', 'LinkedIn'));
    expect(await storedAuth(page)).toBeNull();
  });
});
