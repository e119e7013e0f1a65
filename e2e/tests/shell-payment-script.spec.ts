import { expect, test, type Page } from '@playwright/test';
import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { payWithSandboxCard } from '../support/checkout';
import { journeyTexts } from '../support/journey';
import { unitsOwnPage } from '../support/klob-page';
import { urlsRequested } from '../support/requests';

/** spec 1 §2.9: the card payment provider's script, as the page holds it and as the browser asked for it. */
function watchCardScript(page: Page) {
  const requested = urlsRequested(page, (pathname) => pathname === COMMERCE_PATHS.sandboxScript);
  return {
    tags: () => page.locator(`script[src$="${COMMERCE_PATHS.sandboxScript}"]`),
    requested,
    /** The provider the sandbox script put on the page (it tokenizes test cards). */
    providerReady: () => page.evaluate(() => typeof (window as { KlobSandboxCard?: { tokenize?: unknown } }).KlobSandboxCard?.tokenize),
  };
}

const eventTab = (page: Page, name: string) => page.getByTestId('event-page').getByRole('navigation').getByRole('link', { name });

test('S1-2.9-23 S1-2.9-24 a guest on / and on an event without a package never loads the card script; a packaged event’s learning path does', async ({
  page,
}) => {
  const script = watchCardScript(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(script.tags()).toHaveCount(0);

  // S2-3-23: nusantara-career-days has no projectPackage.
  await page.goto('/nusantara-career-days/learning');
  await expect(page.getByTestId('event-page')).toBeVisible();
  await expect(script.tags()).toHaveCount(0);
  // Its other tabs neither; klobfair2026 sells a package, but only its learning path takes a card.
  await page.goto('/klobfair2026/career');
  await expect(eventTab(page, 'Lowongan Kerja')).toHaveAttribute('aria-current', 'page');
  await expect(script.tags()).toHaveCount(0);
  expect(script.requested).toEqual([]);

  // S2-3-23: klobfair2026's projectPackage puts the sandbox script of this environment on its learning path. The tab is
  // pressed once the event page's unit owns its markup: a press during the hand-over is another test's subject.
  await unitsOwnPage(page);
  await eventTab(page, 'Paket Promo').click();
  await expect(page).toHaveURL(/\/klobfair2026\/learning$/);
  await expect(script.tags()).toHaveCount(1);
  await expect.poll(script.providerReady).toBe('function');
  expect(script.requested).toHaveLength(1);
  // Leaving the path in place removes it.
  await eventTab(page, 'Beranda').click();
  await expect(page).toHaveURL(/\/klobfair2026\/home$/);
  await expect(script.tags()).toHaveCount(0);
  await expect.poll(script.providerReady).toBe('undefined');
});

test('S1-2.9-23 S1-2.9-24 signed in: the script is on /home/payment/checkout and /home/kaleidosklob, not on /home/kloboard', async ({
  page,
}) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
  const script = watchCardScript(page);
  await page.goto('/home/kloboard');
  await expect(page.getByTestId('kloboard-progress')).toBeVisible();
  await expect(script.tags()).toHaveCount(0);
  expect(script.requested).toEqual([]);

  await page.goto('/home/kaleidosklob');
  await expect(page.getByTestId('journey-kaleidosklob')).toBeVisible();
  await expect(script.tags()).toHaveCount(1);
  await expect.poll(script.providerReady).toBe('function');

  await page.goto('/home/payment/checkout');
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(script.tags()).toHaveCount(1);
  await expect.poll(script.providerReady).toBe('function');
  // In-app navigation to the kloboard (the side menu) drops it.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Kloboard' }).click();
  await expect(page).toHaveURL(/\/home\/kloboard$/);
  await expect(script.tags()).toHaveCount(0);
  await expect.poll(script.providerReady).toBe('undefined');
});

test('S2-3-23 S1-2.9-23 a signed-in user buys the event package from its learning tab and pays it with the sandbox card', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
  await page.goto('/klobfair2026/learning');
  const offer = page.getByTestId('event-package');
  await expect(offer).toContainText('Paket Premium Klobfair');
  await offer.getByRole('button', { name: 'Beli Paket' }).click();
  await expect(page).toHaveURL(/\/home\/payment\/checkout\?cartIds=/);
  await expect(page.getByTestId('checkout-item')).toContainText('Paket Premium Klobfair');
  await payWithSandboxCard(page, texts);
});
