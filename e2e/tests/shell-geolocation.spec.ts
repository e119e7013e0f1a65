import { expect, test, type Page } from '@playwright/test';
import { REVERSE_GEOCODE_PATH, type ReverseGeocodeResult } from '@klob/shared/api-contract/platform';
import { textAt, translationsFromApi } from '../support/api-data';
import { SHELL_URL } from '../support/e2e-platform';
import { documentLanguage, languageButton } from '../support/klob-page';

const SINGAPORE = { latitude: 1.29, longitude: 103.85 };
const JAKARTA = { latitude: -6.2, longitude: 106.85 };

/** Clicks '📍 Pilih otomatis dari lokasi' and answers what the real api's reverse geocoding said. */
async function chooseFromLocation(page: Page, buttonName: string): Promise<{ query: URLSearchParams; result: ReverseGeocodeResult }> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === REVERSE_GEOCODE_PATH);
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: ReverseGeocodeResult };
  return { query: new URL(response.url()).searchParams, result: body.result };
}

test.describe('the language from the browser location (spec 1 §1, §7)', () => {
  test('S1-1-12 S1-7-28 with the position granted, the location button sends it to the api reverse geocoding and the page takes its language', async ({
    page,
    context,
    request,
  }) => {
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (/permissions policy/i.test(message.text())) policyViolations.push(message.text());
    });
    await context.grantPermissions(['geolocation'], { origin: SHELL_URL });
    await context.setGeolocation(SINGAPORE);
    const fromLocation = textAt(await translationsFromApi(request, 'id', 'shell'), 'languageSwitch.fromLocation');

    const landing = await page.goto('/');
    // The page's own origin may ask for the position; every other origin (a frame) may not.
    expect(landing?.headers()['permissions-policy']).toContain('geolocation=(self)');
    await expect(documentLanguage(page)).toHaveAttribute('lang', 'id');

    const inSingapore = await chooseFromLocation(page, fromLocation);
    expect(Number(inSingapore.query.get('lat'))).toBeCloseTo(SINGAPORE.latitude);
    expect(Number(inSingapore.query.get('lng'))).toBeCloseTo(SINGAPORE.longitude);
    expect(inSingapore.result).toEqual({ countryCode: 'SG', language: 'en' });
    await expect(documentLanguage(page)).toHaveAttribute('lang', 'en');
    await expect(languageButton(page, 'en')).toHaveAttribute('aria-pressed', 'true');

    // The choice is remembered like a click on ID/EN.
    await page.reload();
    await expect(documentLanguage(page)).toHaveAttribute('lang', 'en');

    // From Jakarta the choice is Indonesian again (the English page names the button in English).
    await context.setGeolocation(JAKARTA);
    const inJakarta = await chooseFromLocation(
      page,
      textAt(await translationsFromApi(request, 'en', 'shell'), 'languageSwitch.fromLocation'),
    );
    expect(inJakarta.result).toEqual({ countryCode: 'ID', language: 'id' });
    await expect(documentLanguage(page)).toHaveAttribute('lang', 'id');
    await expect(languageButton(page, 'id')).toHaveAttribute('aria-pressed', 'true');
    expect(policyViolations).toEqual([]);
  });
});
