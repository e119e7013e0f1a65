import { expect, test } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { textAt, translationsFromApi } from '../support/api-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, latestCode, latestMailTime, loginForm, signInThroughLogin, storedAuth } from '../support/auth';

test.describe('sign-in (spec 1 §4.1, §8.2)', () => {
  for (const email of [DEMO_ACCOUNTS.klobber, DEMO_ACCOUNTS.hr]) {
    test(`S1-1-08 S1-4.1-01 S1-3-03 S1-2.2-02 S1-2.7-05 ${email} signs in: tokens stored, the header greets the user, sign-in and /login lead to the kloboard (/home/kloboard)`, async ({
      page,
    }) => {
      await signInThroughLogin(page, email);
      await expect(page).toHaveURL(/\/home\/kloboard$/);
      const auth = await storedAuth(page);
      expect(auth).toEqual(
        expect.objectContaining({ email, userId: expect.any(String), idToken: expect.any(String), accessToken: expect.any(String) }),
      );
      // The header reads the bus: it names the user (firstName from the on-success call) and offers sign-out.
      await expect(page.getByTestId('header-account')).not.toContainText(email);
      await page.goto('/login');
      await expect(page).toHaveURL(/\/home\/kloboard$/);
    });
  }

  test('S1-4.1-06 S1-4.1-07 S1-4.1-08 S1-8.2-07 S1-8.2-13 the unconfirmed demo account goes to the verification step; resend, confirm, then sign in', async ({
    page,
    request,
  }) => {
    const auth = await translationsFromApi(request, DEFAULT_LANGUAGE, 'auth');
    const email = DEMO_ACCOUNTS.unconfirmed;
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(email);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();

    await expect(page).toHaveURL(/\/verification\?data=/);
    const data = new URL(page.url()).searchParams.get('data') ?? '';
    const decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, string>;
    expect(decoded).toEqual({ userId: expect.stringMatching(/.+/), message: 'UserNotConfirmedException', email });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textAt(auth, 'verification.title'));

    const before = await latestMailTime(request, email);
    await page.getByRole('button', { name: textAt(auth, 'verification.resend') }).click();
    await expect(page.getByRole('status')).toContainText((textAt(auth, 'alerts.codeResent').split('{{')[0] ?? '').trim());
    const code = await latestCode(request, email, before);

    await page.getByRole('textbox', { name: textAt(auth, 'verification.code') }).fill(code);
    await page.getByRole('button', { name: textAt(auth, 'verification.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText(textAt(auth, 'verification.success'));
    await expect(loginForm(page).email).toHaveValue(email);
    await loginForm(page).password.fill(DEMO_PASSWORD);
    await loginForm(page).submit.click();
    await expect(page).toHaveURL(/\/home\/kloboard$/);
  });

  test('S1-5-01 S1-5-02 S1-8.2-04 an email that is not registered shows the translated not-registered alert', async ({ page, request }) => {
    const auth = await translationsFromApi(request, DEFAULT_LANGUAGE, 'auth');
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill('nobody-here@klob.id');
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(page.getByRole('alert')).toHaveText(textAt(auth, 'alerts.notRegistered'));
    expect(await storedAuth(page)).toBeNull();
  });

  test('S1-8.2-01 a wrong password shows the translated wrong-email-or-password alert and stores nothing', async ({ page, request }) => {
    const auth = await translationsFromApi(request, DEFAULT_LANGUAGE, 'auth');
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(DEMO_ACCOUNTS.klobber);
    await form.password.fill('Wrong#2026x');
    await form.submit.click();
    await expect(page.getByRole('alert')).toHaveText(textAt(auth, 'alerts.wrongEmailOrPassword'));
    expect(await storedAuth(page)).toBeNull();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('S1-5-05 empty fields show the translated required messages under the fields, and nothing is sent', async ({ page, request }) => {
    const auth = await translationsFromApi(request, DEFAULT_LANGUAGE, 'auth');
    await page.goto('/login');
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/rest/open/mus01/') || r.url().includes('/rest/open/authentication/')) sent += 1;
    });
    await loginForm(page).submit.click();
    await expect(page.getByText(textAt(auth, 'validation.emailRequired'))).toBeVisible();
    await expect(page.getByText(textAt(auth, 'validation.passwordRequired'))).toBeVisible();
    expect(sent).toBe(0);
  });
});
