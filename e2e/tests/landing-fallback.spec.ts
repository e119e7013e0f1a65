import { expect, test } from '@playwright/test';
import { UNIT_LOAD_TIMEOUT_MS } from '@klob/shared/constants';
import { startAppServer, stopAppServer } from '../support/app-server';
import { mainHeading } from '../support/klob-page';

const FALLBACK_TIMEOUT_MS = UNIT_LOAD_TIMEOUT_MS + 1500;

test('with mf-company-landing stopped, / and /jobs still work and a campaign path shows the fallback, not the not-found page', async ({
  page,
}) => {
  await stopAppServer('mf_company_landing');
  try {
    await page.goto('/');
    await expect(mainHeading(page)).not.toBeEmpty();
    await page.goto('/jobs');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toHaveCount(0);

    await page.goto('/rekrutmen-bankjatim');
    await expect(page.getByTestId('slot-fallback-partner-routes')).toBeVisible({ timeout: FALLBACK_TIMEOUT_MS });
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await startAppServer('mf_company_landing');
  }
  await page.getByTestId('slot-fallback-partner-routes').getByRole('button').click();
  await expect(mainHeading(page)).toHaveText('Rekrutmen Bank Jatim 2026');
});
