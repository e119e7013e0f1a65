import { expect, test, type Page } from '@playwright/test';
import { UNIT_LOAD_TIMEOUT_MS } from '@klob/shared/constants';
import { startAppServer, stopAppServer } from '../support/app-server';
import { mainHeading } from '../support/klob-page';

const FALLBACK_TIMEOUT_MS = UNIT_LOAD_TIMEOUT_MS + 1500;
const fallback = (page: Page) => page.getByTestId(/^slot-fallback-(routes|campaign-page)$/);

test('with mf-company-landing stopped, / and /jobs still work and a campaign path shows a fallback with a retry, not the not-found page', async ({
  page,
}) => {
  await stopAppServer('mf_company_landing');
  try {
    await page.goto('/');
    await expect(mainHeading(page)).not.toBeEmpty();
    await page.goto('/jobs');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toHaveCount(0);

    // The shell's server keeps the remote's last published routes (the campaign's slot falls back), or, never
    // having read them, says the remote's routes are unavailable (the routes' fallback): a retry either way.
    await page.goto('/rekrutmen-bankjatim');
    await expect(fallback(page)).toBeVisible({ timeout: FALLBACK_TIMEOUT_MS });
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await startAppServer('mf_company_landing');
  }
  await fallback(page).getByRole('button').click();
  await expect(mainHeading(page)).toHaveText('Rekrutmen Bank Jatim 2026');
});
