import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { mainHeading } from '../support/klob-page';

test('/scan-event: after sign-in a typed event code opens the event; an unknown code says so and keeps the text', async ({ page }) => {
  await page.goto('/scan-event');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('from') === '/scan-event');
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber, undefined, '/login?from=%2Fscan-event');
  await expect(page).toHaveURL((url) => url.pathname === '/scan-event');
  await expect(mainHeading(page)).toHaveText('Pindai Kode Acara');

  const code = page.getByRole('textbox', { name: 'Kode acara' });
  await code.fill('acara-tidak-ada');
  await page.getByRole('button', { name: 'Buka Acara' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Kode acara acara-tidak-ada tidak dikenal');
  await expect(code).toHaveValue('acara-tidak-ada');

  await code.fill('klobfair2026');
  await page.getByRole('button', { name: 'Buka Acara' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/klobfair2026/home');
  await expect(mainHeading(page)).toHaveText('Klob Virtual Job Fair 2026');
});

test('/prohirelps2024, the page of the reduced route set, is LPS ProHire with its vacancies', async ({ page }) => {
  await page.goto('/prohirelps2024');
  await expect(mainHeading(page)).toHaveText('LPS ProHire 2024');
  await expect(page.getByTestId('campaign-vacancy')).toHaveCount(1);
  await expect(page.getByTestId('campaign-vacancy').getByRole('heading')).toHaveText('Analis Penjaminan Simpanan');
});
