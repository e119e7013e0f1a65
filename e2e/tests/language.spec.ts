import { expect, test } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { keyOfText, textAt, translationsFromApi } from '../support/api-data';
import { communityPopup, documentLanguage, expectSameDocument, languageButton, mainHeading, markDocument } from '../support/klob-page';
import { COMING_SOON_PATH, HOME_PATH } from '../support/routes';

const OTHER_LANGUAGE = 'en';

test.describe('language', () => {
  test("S1-1-11 / renders in Indonesian by default; EN switches the shell's and the community popup's texts without a reload", async ({
    page,
    request,
  }) => {
    const [shellId, shellEn, communityId, communityEn] = await Promise.all([
      translationsFromApi(request, DEFAULT_LANGUAGE, 'shell'),
      translationsFromApi(request, OTHER_LANGUAGE, 'shell'),
      translationsFromApi(request, DEFAULT_LANGUAGE, 'community'),
      translationsFromApi(request, OTHER_LANGUAGE, 'community'),
    ]);
    await page.goto(HOME_PATH);
    const heading = mainHeading(page);
    const popupLabel = communityPopup(page).closedToggle;

    await expect(documentLanguage(page)).toHaveAttribute('lang', DEFAULT_LANGUAGE);
    await expect(languageButton(page, DEFAULT_LANGUAGE)).toHaveAttribute('aria-pressed', 'true');
    await expect(heading).not.toBeEmpty();
    await expect(popupLabel).toBeVisible();
    // What the page shows must be the api's Indonesian text; the same key then gives the English one.
    const headingKey = keyOfText(shellId, (await heading.innerText()).trim());
    const popupLabelKey = keyOfText(communityId, (await popupLabel.innerText()).trim());
    expect(headingKey, 'the landing heading is not an Indonesian text of the api (shell namespace)').not.toBeNull();
    expect(popupLabelKey, 'the popup button label is not an Indonesian text of the api (community namespace)').not.toBeNull();
    const headingEn = textAt(shellEn, headingKey!);
    const popupLabelEn = textAt(communityEn, popupLabelKey!);
    expect(headingEn).not.toBe(textAt(shellId, headingKey!));
    expect(popupLabelEn).not.toBe(textAt(communityId, popupLabelKey!));

    const marker = await markDocument(page);
    await languageButton(page, OTHER_LANGUAGE).click();

    await expect(documentLanguage(page)).toHaveAttribute('lang', OTHER_LANGUAGE);
    await expect(languageButton(page, OTHER_LANGUAGE)).toHaveAttribute('aria-pressed', 'true');
    await expect(heading).toHaveText(headingEn);
    await expect(popupLabel).toHaveText(popupLabelEn);
    await expectSameDocument(page, marker);
  });

  test('S1-1-11 switching to EN re-renders a mounted remote page (coming-soon) without a reload', async ({ page, request }) => {
    const [landingId, landingEn] = await Promise.all([
      translationsFromApi(request, DEFAULT_LANGUAGE, 'company-landing'),
      translationsFromApi(request, OTHER_LANGUAGE, 'company-landing'),
    ]);
    await page.goto(COMING_SOON_PATH);
    const title = mainHeading(page);
    await expect(title).not.toBeEmpty();
    const titleKey = keyOfText(landingId, (await title.innerText()).trim());
    expect(titleKey, 'the coming-soon title is not an Indonesian text of the api (company-landing namespace)').not.toBeNull();
    const titleEn = textAt(landingEn, titleKey!);
    expect(titleEn).not.toBe(textAt(landingId, titleKey!));

    const marker = await markDocument(page);
    await languageButton(page, OTHER_LANGUAGE).click();

    await expect(documentLanguage(page)).toHaveAttribute('lang', OTHER_LANGUAGE);
    await expect(title).toHaveText(titleEn);
    await expectSameDocument(page, marker);
  });
});
