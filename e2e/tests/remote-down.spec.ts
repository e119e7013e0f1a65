import { expect, test } from '@playwright/test';
import { startAppServer, stopAppServer } from '../support/app-server';
import { communityPopup, documentLanguage, expectSameDocument, languageButton, mainHeading, markDocument } from '../support/klob-page';
import { HOME_PATH } from '../support/routes';
import { UNIT_LOAD_TIMEOUT_MS } from '@klob/shared/constants';

/** The platform's promise: a slot shows its fallback within UNIT_LOAD_TIMEOUT_MS; the rest is the browser's render. */
const FALLBACK_TIMEOUT_MS = UNIT_LOAD_TIMEOUT_MS + 1500;

test('a dead remote costs only its slot: with mf-chat stopped / works and the popup slot shows a fallback; retry mounts it once mf-chat is back', async ({
  page,
}) => {
  const popup = communityPopup(page);
  await stopAppServer('mf_chat');
  try {
    await page.goto(HOME_PATH);
    await expect(popup.fallback).toBeVisible({ timeout: FALLBACK_TIMEOUT_MS });
    await expect(popup.fallback).toHaveAttribute('role', 'alert');
    await expect(popup.root).toHaveCount(0);

    // The rest of the page keeps working: it renders, the language switches, links navigate in place.
    const heading = mainHeading(page);
    await expect(heading).not.toBeEmpty();
    const marker = await markDocument(page);
    await languageButton(page, 'en').click();
    await expect(documentLanguage(page)).toHaveAttribute('lang', 'en');
    await expect(languageButton(page, 'en')).toHaveAttribute('aria-pressed', 'true');
    // The header's same-site links sit in its menus now: the footer's first same-site link.
    const firstNavigationLink = page.getByRole('contentinfo').locator('a[href^="/"]').first();
    const target = await firstNavigationLink.getAttribute('href');
    await firstNavigationLink.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading).not.toBeEmpty();
    await expectSameDocument(page, marker);
  } finally {
    await startAppServer('mf_chat');
  }

  await popup.fallback.getByRole('button').click();
  await expect(popup.closedToggle).toBeVisible();
  await expect(popup.fallback).toHaveCount(0);
});
