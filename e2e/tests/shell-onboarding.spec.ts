import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { ONBOARDING_PATHS, isOnboardingAllNull, type OnboardingMasterData } from '@klob/shared/api-contract/onboarding';
import { textAt, translationsFromApi } from '../support/api-data';
import { signInThroughLogin } from '../support/auth';
import { onboardingOf, registerConfirmedKlobber, tipsOf } from '../support/onboarding';

// Each test registers its own Klobber: the demo accounts are seeded as onboarded and stay undisturbed.

const onboardingDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Reloads and waits for the shell's onboarding call: after a finish it is all null, so no modal can show. */
async function reloadAndReadOnboarding(page: Page): Promise<OnboardingMasterData> {
  // Waited for once the reload has committed: a read the page before it made may still answer, and its body is gone.
  await page.reload({ waitUntil: 'commit' });
  const response = await page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().endsWith(ONBOARDING_PATHS.onboarding),
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: OnboardingMasterData }).result;
}

test('S1-2.9-21 a new Klobber sees the onboarding modal after signing in; Lewati dismisses it and a reload does not show it again', async ({
  page,
  request,
}) => {
  const shell = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
  const klobber = await registerConfirmedKlobber(request, 'onboarding-skip');
  const master = await onboardingOf(request, klobber.email);
  expect(isOnboardingAllNull(master)).toBe(false);

  await signInThroughLogin(page, klobber.email);
  const dialog = onboardingDialog(page, master.title!.id);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(master.intro!.id);
  await expect(dialog.getByTestId('onboarding-step')).toHaveCount(master.steps!.length);
  for (const step of master.steps!) {
    await expect(dialog.getByRole('link', { name: `${textAt(shell, 'onboarding.openStep')}: ${step.title.id}` })).toHaveAttribute(
      'href',
      step.linkPath,
    );
  }
  // The page behind stays as it was; focus is inside the dialog.
  await expect(dialog.locator(':focus')).toHaveCount(1);

  const finished = page.waitForResponse((response) => response.url().endsWith(ONBOARDING_PATHS.finish));
  await dialog.getByRole('button', { name: textAt(shell, 'onboarding.skip') }).click();
  expect((await finished).status()).toBe(200);
  await expect(dialog).toBeHidden();

  expect(isOnboardingAllNull(await reloadAndReadOnboarding(page))).toBe(true);
  await expect(page.getByTestId('extra-bar')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('S1-2.9-22 S1-2.9-21 S1-3-20 no modal on /profile-completeness; on the kloboard it shows with the tips behind it, and following a step finishes it', async ({
  page,
  request,
}) => {
  const shell = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
  const klobber = await registerConfirmedKlobber(request, 'onboarding-follow');
  const master = await onboardingOf(request, klobber.email);
  const tips = await tipsOf(request, klobber.email);
  expect(tips.length).toBeGreaterThan(0);

  await signInThroughLogin(page, klobber.email);
  await expect(onboardingDialog(page, master.title!.id)).toBeVisible();
  await page.goto('/profile-completeness');
  await expect(page.getByTestId('profile-completeness')).toBeVisible();
  await expect(page.getByTestId('profile-ring').first()).toHaveAttribute('data-percent', /\d+/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/home/kloboard');
  const dialog = onboardingDialog(page, master.title!.id);
  await expect(dialog).toBeVisible();
  // The kloboard's own onboarding progress and tips come from the same master-data calls.
  const main = page.getByRole('main');
  await expect(main.getByTestId('kloboard-onboarding-step')).toHaveCount(master.steps!.length);
  await expect(main.getByTestId('kloboard-tip')).toHaveCount(tips.length);
  await expect(main.getByTestId('kloboard-tip').first().getByRole('heading')).toHaveText(tips[0]!.title.id);

  const explore = master.steps!.find((step) => step.stepKey === 'exploreJourney')!;
  const finished = page.waitForResponse((response) => response.url().endsWith(ONBOARDING_PATHS.finish));
  await dialog.getByRole('link', { name: `${textAt(shell, 'onboarding.openStep')}: ${explore.title.id}` }).click();
  expect((await finished).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === explore.linkPath);
  await expect(dialog).toBeHidden();

  expect(isOnboardingAllNull(await reloadAndReadOnboarding(page))).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Finished: the kloboard keeps the tips and no longer lists the onboarding steps.
  await page.goto('/home/kloboard');
  await expect(page.getByRole('main').getByTestId('kloboard-tip')).toHaveCount(tips.length);
  await expect(page.getByRole('main').getByTestId('kloboard-onboarding')).toHaveCount(0);
});

test('S1-2.9-21 at 375 px the modal fits the screen and Escape dismisses it for good', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const klobber = await registerConfirmedKlobber(request, 'onboarding-mobile');
  const master = await onboardingOf(request, klobber.email);
  await signInThroughLogin(page, klobber.email);
  const dialog = onboardingDialog(page, master.title!.id);
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('onboarding-375.png') });

  const finished = page.waitForResponse((response) => response.url().endsWith(ONBOARDING_PATHS.finish));
  await page.keyboard.press('Escape');
  expect((await finished).status()).toBe(200);
  await expect(dialog).toBeHidden();
  expect(isOnboardingAllNull(await reloadAndReadOnboarding(page))).toBe(true);
});
