import { expect, test } from '@playwright/test';
import { mainHeading } from '../support/klob-page';

test('S1-2.6-03 a CMS landing page inside its window renders its template with the company vacancies', async ({ page }) => {
  await page.goto('/karier-nusantara');
  await expect(mainHeading(page)).toHaveText('Karier di Nusantara Digital');
  await expect(page.locator('[data-template="corporate-hero"]')).toBeVisible();
  await expect(page.getByTestId('campaign-vacancy')).toHaveCount(5);
});

test('S1-2.6-03 a CMS landing page outside its window: closed after endDate, coming soon before startDate', async ({ page }) => {
  await page.goto('/rekrutmen-samudra-2025');
  await expect(page.getByTestId('cms-closed')).toContainText('Rekrutmen Samudra Logistik 2025');
  await expect(page.getByTestId('cms-closed')).toContainText('sudah ditutup');
  await expect(page.getByTestId('campaign-vacancy')).toHaveCount(0);

  await page.goto('/merapi-graduate-program');
  await expect(page.getByTestId('cms-coming-soon')).toContainText('Merapi Graduate Program');
  await expect(page.getByTestId('cms-coming-soon')).toContainText('dibuka pada');
});
