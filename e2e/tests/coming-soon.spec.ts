import { expect, test } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { localUrlOf } from '../../tools/platform/processes';
import { keyOfText, translationsFromApi } from '../support/api-data';
import { E2E_PORTS, SHELL_URL } from '../support/e2e-platform';
import { expectSameDocument, mainHeading, markDocument } from '../support/klob-page';
import { BACK_TO_PRODUCT_LABEL, COMING_SOON_PATH, HOME_PATH } from '../support/routes';

test('S1-2.1-14 S2-2-55 S2-2-56 /UI-CISE2021 shows the coming-soon page of mf-company-landing; its button goes to /', async ({
  page,
  request,
}) => {
  const landingId = await translationsFromApi(request, DEFAULT_LANGUAGE, 'company-landing');
  await page.goto(COMING_SOON_PATH);
  const content = page.getByRole('main');

  // S2-2-55: an image, served by mf-company-landing's own origin, and text.
  const image = content.locator('img').first();
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^${localUrlOf(E2E_PORTS, 'mf_company_landing')}/`));
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), 'the image did not load').toBe(
    true,
  );
  const title = mainHeading(page);
  await expect(title).not.toBeEmpty();
  const titleText = (await title.innerText()).trim();
  expect(keyOfText(landingId, titleText), 'the title is not a text of the api (company-landing namespace)').not.toBeNull();

  // S2-2-56
  const marker = await markDocument(page);
  await content.getByRole('button', { name: BACK_TO_PRODUCT_LABEL, exact: true }).click();
  await expect(page).toHaveURL(`${SHELL_URL}${HOME_PATH}`);
  await expect(title).not.toHaveText(titleText);
  await expect(title).not.toBeEmpty();
  await expectSameDocument(page, marker);
});
