import { expect, type Page } from '@playwright/test';
import type { Language } from '@klob/shared/constants';
import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '@klob/shared/first-screen/contract';

/** The shell's language switch: one button per language, labelled with its code (ID, EN). */
export const languageButton = (page: Page, language: Language) => page.getByRole('button', { name: language.toUpperCase(), exact: true });

export const documentLanguage = (page: Page) => page.locator('html');

/** The landing page's main heading (shell). */
export const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** mf-chat's community popup, mounted in the page shell's floating slot. */
export function communityPopup(page: Page) {
  const root = page.getByTestId('community-popup');
  return {
    root,
    /** The toggle while the popup is closed / open (it carries aria-expanded). */
    closedToggle: root.getByRole('button', { expanded: false }),
    openToggle: root.getByRole('button', { expanded: true }),
    panel: root.getByRole('dialog'),
    /** The slot's fallback when the unit cannot be loaded (SlotFallback of @klob/shared). */
    fallback: page.getByTestId('slot-fallback-community-popup'),
  };
}

const DOCUMENT_MARKER = '__klobE2eDocumentMarker';

/**
 * Waits until the shell's app owns the page. Until then the page is the server's HTML: a click on one of its links loads
 * a new document, as any link does. The header's location button is drawn only by the app, once in the browser.
 */
export async function appOwnsPage(page: Page): Promise<void> {
  await expect(page.locator('[data-location]').first()).toBeAttached();
}

/**
 * Waits until the app owns the page and each remote's unit has taken its server markup over: a click made while a
 * unit's markup is handed over can still be lost under load (issue 25, open), which is not what a journey test is about.
 */
export async function unitsOwnPage(page: Page): Promise<void> {
  await appOwnsPage(page);
  await expect(page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}] *`)).toHaveCount(0);
}

/** Leaves a value on `window` once the app owns the page; it survives client-side navigation and re-rendering, never a reload. */
export async function markDocument(page: Page): Promise<string> {
  await appOwnsPage(page);
  const marker = `marker-${Date.now()}-${Math.random()}`;
  await page.evaluate(([name, value]) => Object.assign(window, { [name]: value }), [DOCUMENT_MARKER, marker] as const);
  return marker;
}

export async function expectSameDocument(page: Page, marker: string): Promise<void> {
  const current = await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], DOCUMENT_MARKER);
  expect(current, 'the page was reloaded').toBe(marker);
}
