import { expect, test } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { keyOfText, translationsFromApi } from '../support/api-data';
import { mainHeading } from '../support/klob-page';
import { UNKNOWN_PATH } from '../support/routes';

const robotsTag = 'head meta[name="robots"]';

test('S1-2.6-06 S1-2.6-07 an unknown path shows the not-found screen with a noindex robots tag in the head', async ({ page, request }) => {
  const shellId = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
  await page.goto(UNKNOWN_PATH);

  const title = mainHeading(page);
  await expect(title).not.toBeEmpty();
  const titleKey = keyOfText(shellId, (await title.innerText()).trim());
  expect(titleKey, 'the not-found title is not a text of the api (shell namespace)').toMatch(/^notFound\./);
  await expect(page.locator(robotsTag)).toHaveAttribute('content', 'noindex');

  // The tag belongs to the not-found screen only: leaving it for the home page removes it.
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(robotsTag)).toHaveCount(0);
});
