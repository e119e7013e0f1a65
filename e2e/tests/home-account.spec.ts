import { expect, test } from '@playwright/test';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { DEMO_PASSWORD, latestCode, signInThroughLogin, uniqueEmail } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { journeyText, journeyTexts } from '../support/journey';
import { dismissOnboarding } from '../support/onboarding';

const NEW_PASSWORD = 'Baru!Sekali99';

test('S1-5-12 account settings: a password change with the match message, then signing in with the new password', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  // A fresh confirmed account, so the demo accounts keep their password.
  const email = uniqueEmail('password');
  const signUp = await request.post(`${API_URL}${IDENTITY_PATHS.signUp}`, {
    data: { email, password: DEMO_PASSWORD, firstName: 'Sandi', lastName: 'Baru', phone: '+6281234567890' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const userId = ((await signUp.json()) as { result: { userId: string } }).result.userId;
  const confirm = await request.post(`${API_URL}${IDENTITY_PATHS.confirmSignUp}`, {
    data: { email, code: await latestCode(request, email) },
  });
  expect(confirm.status()).toBe(200);
  // A new registration is offered the onboarding modal (shell-onboarding.spec.ts): dismissed here, it would cover the form.
  await dismissOnboarding(request, email);

  await signInThroughLogin(page, email);
  await page.goto(`/profile/${userId}/account-setting`);
  const form = page.getByTestId('password-form');
  await form.getByLabel(journeyText(texts, 'home.account.currentPassword'), { exact: false }).fill(DEMO_PASSWORD);
  const [newPassword, retype] = [
    form.locator('input[autocomplete="new-password"]').first(),
    form.locator('input[autocomplete="new-password"]').last(),
  ];
  await expect(newPassword).toHaveAccessibleName(new RegExp(journeyText(texts, 'home.account.newPassword')));
  await newPassword.fill(NEW_PASSWORD);
  await retype.fill(NEW_PASSWORD);
  await expect(form.getByText('Kata sandi cocok')).toBeVisible();
  await form.getByRole('button', { name: journeyText(texts, 'home.account.save') }).click();
  const changed = page.getByTestId('password-changed');
  await expect(changed).toContainText(journeyText(texts, 'home.account.changed'));
  await changed.getByRole('button', { name: journeyText(texts, 'home.account.signInAgain') }).click();
  // The shell ends the local session and leaves for the landing page.
  await expect(page).toHaveURL(/\/$/);

  await signInThroughLogin(page, email, NEW_PASSWORD);
  const oldPassword = await request.post(`${API_URL}${IDENTITY_PATHS.signIn}`, { data: { email, password: DEMO_PASSWORD } });
  expect(oldPassword.status()).toBe(401);
});
