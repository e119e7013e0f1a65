import { expect, test, type Page } from '@playwright/test';
import { UNIT_LOAD_TIMEOUT_MS, type Language } from '@klob/shared/constants';
import { SHARED_TRANSLATIONS } from '../../shared/src/i18n/shared-translations';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { appOwnsPage, communityPopup, documentLanguage, languageButton } from '../support/klob-page';
import { injectFault, SLOW_ANSWER_MS, UNIT_FAULTS, UNMOUNT_FAULT, type FaultyRemote, type RemoteFault } from '../support/remote-faults';

/**
 * Issue 26: the fault matrix on the real product pages. Each page's own unit fails in each way; only its slot shows
 * the fallback, the page frame and the page's other slots keep working, and the retry recovers once the fault is lifted.
 */
interface ProductPage {
  remote: FaultyRemote;
  /** The page's own unit (its exposed module). */
  unit: string;
  path: string;
  signedIn: boolean;
  /** Another remote's slot on the same page, working while this one fails. */
  otherSlot(page: Page): Promise<void>;
}

/** The header's search box (mf-search): mounted with a signed-in page, on a visitor's page when asked for (its stand-in pressed). */
async function headerSearchWorks(page: Page) {
  const header = page.getByRole('banner');
  const box = header.getByRole('search').getByRole('combobox');
  if (!(await box.isVisible())) await header.getByRole('button', { name: /cari|search|find/i }).click();
  await expect(box).toBeVisible({ timeout: UNIT_LOAD_TIMEOUT_MS });
}

const PRODUCT_PAGES: readonly ProductPage[] = [
  {
    remote: 'mf_journey',
    unit: 'journey-page',
    path: '/home/kloboard',
    signedIn: true,
    otherSlot: headerSearchWorks,
  },
  {
    remote: 'mf_search',
    unit: 'jobs-page',
    path: '/jobs',
    signedIn: false,
    otherSlot: async (page) => {
      await expect(communityPopup(page).closedToggle).toBeVisible({ timeout: UNIT_LOAD_TIMEOUT_MS });
    },
  },
  {
    remote: 'mf_forms',
    unit: 'survey-page',
    path: '/eform/survei-pengunjung',
    signedIn: false,
    otherSlot: headerSearchWorks,
  },
  {
    remote: 'mf_company_landing',
    unit: 'campaign-page',
    path: '/rekrutmen-bankjatim',
    signedIn: false,
    otherSlot: headerSearchWorks,
  },
];

/** What the browser adds to the platform's limit: rendering the fallback and the test's polling. */
const SLACK_MS = 1500;

/** The page's heading: the mounted unit's, or the server markup's while that is on screen. */
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const fallbackOf = (page: Page, unit: string) => page.getByTestId(`slot-fallback-${unit}`);
const serverMarkup = (page: Page) => page.locator('[data-klob-first-screen]');

async function expectFallbackIn(page: Page, unit: string, language: Language) {
  const texts = SHARED_TRANSLATIONS[language];
  const fallback = fallbackOf(page, unit);
  await expect(fallback).toHaveAttribute('role', 'alert');
  await expect(fallback).toContainText(texts.slotUnavailable);
  await expect(fallback.getByRole('button')).toHaveText(texts.retry);
}

for (const productPage of PRODUCT_PAGES) {
  const { remote, unit, path } = productPage;
  for (const fault of UNIT_FAULTS) {
    test(`${remote} on ${path}, ${fault}: only its slot shows the fallback, the frame and other slots work, retry recovers`, async ({
      page,
    }) => {
      test.setTimeout(fault === 'answers after 20 s' ? 4 * SLOW_ANSWER_MS : 60_000);
      if (productPage.signedIn) await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
      const injected = await injectFault(page, remote, fault as RemoteFault, unit);
      const unhandled: string[] = [];
      page.on('pageerror', (error) => unhandled.push(error.message));
      await page.goto(path, { waitUntil: 'commit' });
      // The slot's limit counts from when the app has taken the page over (the server's HTML shows the frame before).
      await appOwnsPage(page);
      await expect(fallbackOf(page, unit)).toBeVisible({ timeout: UNIT_LOAD_TIMEOUT_MS + SLACK_MS });
      await expectFallbackIn(page, unit, 'id');
      // The server's first screen of the unit is gone with it: no dead copy beside the fallback.
      await expect(serverMarkup(page)).toHaveCount(0);
      await expect(pageHeading(page)).toHaveCount(0);

      // The frame works: header, footer, the language switch (the fallback follows it).
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await languageButton(page, 'en').click();
      await expect(documentLanguage(page)).toHaveAttribute('lang', 'en');
      await expectFallbackIn(page, unit, 'en');
      await productPage.otherSlot(page);

      await injected.lift();
      // A slow remote is not fetched again: its late answer is what the retry shows.
      await injected.arrived;
      await fallbackOf(page, unit).getByRole('button').click();
      await expect(pageHeading(page)).toBeVisible({ timeout: UNIT_LOAD_TIMEOUT_MS });
      await expect(pageHeading(page)).toHaveCount(1);
      await expect(fallbackOf(page, unit)).toHaveCount(0);
      await expect(serverMarkup(page)).toBeHidden();
      expect(unhandled).toEqual([]);
    });
  }
}

test(`mf_search on /jobs, ${UNMOUNT_FAULT}: leaving the page for another one works and nothing is thrown out of the page`, async ({
  page,
}) => {
  await injectFault(page, 'mf_search', UNMOUNT_FAULT, 'jobs-page');
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto('/jobs');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expect(serverMarkup(page)).toBeHidden();

  const aboutLink = page.getByRole('contentinfo').locator('a[href="/about-us"]');
  await aboutLink.click();
  await expect(page).toHaveURL((url) => url.pathname === '/about-us');
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByTestId('job-card')).toHaveCount(0);
  expect(uncaught).toEqual([]);
});
