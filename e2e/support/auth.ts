import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { IDENTITY_PATHS, type DevMailboxMessage } from '@klob/shared/api-contract/identity';
import { API_URL } from './e2e-platform';

/** The demo accounts of the README, all with the same password. */
export const DEMO_PASSWORD = 'Klob#2026';
export const DEMO_ACCOUNTS = {
  klobber: 'klobber@klob.id',
  hr: 'hr@klob.id',
  unconfirmed: 'baru@klob.id',
} as const;

/** A fresh address per call, so that registration tests can run again on the same data. */
export const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@klob.id`;

/** The login form of the shell's /login page. */
export function loginForm(page: Page) {
  const form = page.getByRole('main').locator('form');
  return {
    form,
    email: form.getByRole('textbox', { name: /email/i }),
    password: form.locator('input[autocomplete="current-password"]'),
    submit: form.getByRole('button', { name: /masuk|log in/i }),
  };
}

/** Signs in through /login (optionally with a from query) and waits until the shell says who is signed in. */
export async function signInThroughLogin(page: Page, email: string, password = DEMO_PASSWORD, loginUrl = '/login') {
  await page.goto(loginUrl);
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(profileMenuToggle(page)).toBeVisible();
}

/**
 * A new tab of the signed-in browser, for a test that counts what a page requests: the login tab's app may still be
 * opening the page it goes to after the sign-in, and its calls would be counted as the measured page's.
 */
export const tabAfterSignIn = (page: Page): Promise<Page> => page.context().newPage();

/** The signed-in header's avatar menu toggle (Profile, Logout). */
export const profileMenuToggle = (page: Page) => page.getByTestId('profile-menu').getByRole('button').first();

/**
 * Signs out through the avatar menu: Logout, then (spec 1 §4.4) the NPS modal's skip when a logout
 * survey is offered, and the confirmation; the shell signs out after its 2 s loader.
 */
export async function signOutThroughMenu(page: Page) {
  await profileMenuToggle(page).click();
  await page
    .getByTestId('profile-menu')
    .getByRole('button', { name: /keluar|log out/i })
    .last()
    .click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: /ya, keluar|yes, log out/i });
  const skip = page.getByRole('dialog').getByRole('button', { name: /lewati|skip/i });
  await expect(confirm.or(skip)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await confirm.click();
  // After the 2 s loader the shell signs out and shows the guest header.
  await expect(page.getByTestId('header-account').getByRole('link', { name: /masuk|log in/i })).toBeVisible();
}

/** The newest code the api's dev mailbox holds for `email`, waiting for one newer than `after` when given. */
export async function latestCode(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}${IDENTITY_PATHS.devMailbox}?email=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { result?: DevMailboxMessage[] };
      const newest = body.result?.[0];
      code = newest && newest.createdAt !== after ? newest.code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

export async function latestMailTime(request: APIRequestContext, email: string): Promise<string | undefined> {
  const response = await request.get(`${API_URL}${IDENTITY_PATHS.devMailbox}?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { result?: DevMailboxMessage[] };
  return body.result?.[0]?.createdAt;
}

/** What the shell keeps under the local storage key `auth` (spec 1 §3). */
export async function storedAuth(page: Page): Promise<Record<string, string> | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('auth');
    return raw ? (JSON.parse(raw) as Record<string, string>) : null;
  });
}
