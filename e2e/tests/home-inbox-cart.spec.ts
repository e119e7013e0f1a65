import { expect, test, type Page } from '@playwright/test';
import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import { PROFILE_PATHS, type ProfileStrength } from '@klob/shared/api-contract/content';
import { INBOX_PATHS } from '@klob/shared/api-contract/inbox';
import { ONBOARDING_PATHS } from '@klob/shared/api-contract/onboarding';
import { EVENT_PATHS } from '@klob/shared/api-contract/platform';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { SHORT_MONTH_NAMES } from '@klob/shared/format';
import { DEMO_ACCOUNTS, signInThroughLogin, storedAuth, tabAfterSignIn } from '../support/auth';
import { translationsFromApi, textAt } from '../support/api-data';
import { API_URL } from '../support/e2e-platform';
import { journeyText, journeyTexts } from '../support/journey';
import { mainHeading } from '../support/klob-page';

// One signed-in job seeker; the tests change the demo user's inbox and cart.
test.describe.configure({ mode: 'serial' });

/** A result of the api as the signed-in user sees it. */
async function apiResult<T>(page: Page, path: string): Promise<T> {
  const auth = await storedAuth(page);
  const response = await page.request.get(`${API_URL}${path}`, { headers: { Authorization: auth!.idToken! } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

test.beforeEach(async ({ page }) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
});

test('S1-2.3-08 the kloboard shows the profile progress, the applied jobs link, vacancies and events', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  await page.goto('/home/kloboard');
  const main = page.getByRole('main');
  await expect(main.getByTestId('kloboard-progress').getByTestId('progress-ring')).toBeVisible();
  await expect(main.getByRole('link', { name: journeyText(texts, 'home.kloboard.seeApplied') })).toHaveAttribute(
    'href',
    '/home/kloboard/applied-jobs',
  );
  await expect(main.getByRole('heading', { name: journeyText(texts, 'home.kloboard.recommended') })).toBeVisible();
  await expect(main.getByTestId('vacancy-card').first()).toBeVisible();
  await main.getByRole('link', { name: journeyText(texts, 'home.kloboard.seeApplied') }).click();
  await expect(page).toHaveURL(/\/home\/kloboard\/applied-jobs$/);
});

test('the shell and the kloboard show the profile strength, the onboarding and the events from one call each (the page data they share)', async ({
  page,
}) => {
  const kloboardTab = await tabAfterSignIn(page);
  const calls = { strength: 0, onboarding: 0, events: 0 };
  kloboardTab.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === PROFILE_PATHS.strength) calls.strength += 1;
    if (pathname === ONBOARDING_PATHS.onboarding) calls.onboarding += 1;
    if (pathname === EVENT_PATHS.projects) calls.events += 1;
  });
  await kloboardTab.goto('/home/kloboard');
  const progress = kloboardTab.getByRole('main').getByTestId('kloboard-progress').getByTestId('progress-ring');
  await expect(progress).toBeVisible();
  const percent = await apiResult<ProfileStrength>(page, `${PROFILE_PATHS.strength}?userId=${(await storedAuth(page))!.userId}`);
  await expect(kloboardTab.getByTestId('profile-ring').first()).toHaveAttribute(
    'data-percent',
    String(percent.progressSection.currentPercent),
  );
  await expect(progress).toContainText(`${percent.progressSection.currentPercent}%`);
  await kloboardTab.waitForLoadState('networkidle');
  expect(calls).toEqual({ strength: 1, onboarding: 1, events: 1 });
});

test('S1-3-15 checking a news-info message read saves it: the unread count falls on the page and on the api', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  const before = await apiResult<{ totalNewsLetterNotification: number }>(page, INBOX_PATHS.newsLetterUnread);
  expect(before.totalNewsLetterNotification).toBeGreaterThan(0);
  await page.goto('/home/notification/news-info');
  await expect(mainHeading(page)).toHaveText(journeyText(texts, 'home.inbox.notificationsTitle'));
  const unread = page.getByRole('main').locator('[data-testid="inbox-item"][data-read="false"]').first();
  await unread.getByRole('checkbox').check();
  await expect
    .poll(
      async () =>
        (await apiResult<{ totalNewsLetterNotification: number }>(page, INBOX_PATHS.newsLetterUnread)).totalNewsLetterNotification,
    )
    .toBe(before.totalNewsLetterNotification - 1);
  await expect(page.getByTestId('inbox-unread')).toContainText(String(before.totalNewsLetterNotification - 1));
});

test('S1-3-14 the help messages open a detail and link to the company messages', async ({ page, request }) => {
  const texts = await journeyTexts(request);
  await page.goto('/home/message/help-message/all');
  const first = page.getByTestId('inbox-item').first();
  await first.getByRole('button').click();
  await expect(first.getByRole('checkbox')).toBeChecked();
  await page
    .getByRole('main')
    .getByRole('link', { name: journeyText(texts, 'home.inbox.corporateMessage') })
    .click();
  await expect(page).toHaveURL(/\/home\/message\/corporate-message\/all$/);
  await expect(page.getByTestId('inbox-corporate-message')).toBeVisible();
});

test('S2-7-17 S1-4.7-03 removing a cart item asks the Yes, delete confirmation, then lowers the cart on the api and on the page', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  const shellTexts = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
  const before = await apiResult<unknown[]>(page, COMMERCE_PATHS.cartDetail);
  expect(before.length).toBeGreaterThan(0);
  await page.goto('/home/payment/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(before.length);
  await expect(page.getByTestId('cart-total')).toContainText('Rp ');
  const removeFirst = () =>
    page
      .getByTestId('cart-item')
      .first()
      .getByRole('button', { name: journeyText(texts, 'home.cart.remove') })
      .click();
  const confirmation = page.getByRole('dialog', { name: journeyText(texts, 'home.cart.removeTitle') });

  await removeFirst();
  await confirmation.getByRole('button', { name: textAt(shellTexts, 'deleteConfirm.cancel') }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByTestId('cart-item')).toHaveCount(before.length);

  await removeFirst();
  await confirmation.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByTestId('cart-item')).toHaveCount(before.length - 1);
  await expect.poll(async () => (await apiResult<unknown[]>(page, COMMERCE_PATHS.cartDetail)).length).toBe(before.length - 1);
});

test('S1-3-19 the success transactions are paged by ten: the next page asks for start 10', async ({ page }) => {
  const pageRequest = (start: number) =>
    page.waitForRequest((req) => {
      if (!req.url().includes(COMMERCE_PATHS.transactionList('success'))) return false;
      const params = new URL(req.url()).searchParams;
      return params.get('start') === String(start) && params.get('length') === '10';
    });
  const firstPage = pageRequest(0);
  await page.goto('/home/payment/transaction?status=success');
  await firstPage;
  await expect(page.getByTestId('transaction')).toHaveCount(10);
  await expect(page.getByTestId('transaction').first()).toContainText('Rp ');
  const secondPage = pageRequest(10);
  await page.getByRole('main').getByRole('navigation').last().getByRole('button').last().click();
  await secondPage;
  await expect(page).toHaveURL(/status=success&page=2/);
  await expect(page.getByTestId('transaction-range')).toContainText('11–');
});

test('issue 21: the invoices waiting for payment are recent and can still be paid (pay before a moment within the next day)', async ({
  page,
  request,
}) => {
  const texts = await journeyTexts(request);
  await page.goto('/home/payment/transaction?status=waiting');
  const invoices = page.getByTestId('transaction');
  await expect(invoices.first()).toBeVisible();
  // 'Bayar sebelum 27 Nov 2026 14:00 WIB': the deadline as the page shows it, in Jakarta time.
  const prefix = journeyText(texts, 'home.transaction.expiresAt').replace('{{date}}', '');
  const deadlines = (await invoices.allTextContents()).map((text) => {
    const match = new RegExp(`${prefix}(\\d{1,2}) (\\w{3}) (\\d{4}) (\\d{2}):(\\d{2}) WIB`).exec(text);
    expect(match, text).not.toBeNull();
    const [, day, month, year, hour, minute] = match!;
    const monthIndex = SHORT_MONTH_NAMES.id.indexOf(month!);
    return Date.UTC(Number(year), monthIndex, Number(day), Number(hour) - 7, Number(minute));
  });
  expect(deadlines.length).toBeGreaterThanOrEqual(2);
  for (const deadline of deadlines) {
    expect(deadline).toBeGreaterThan(Date.now() - 60_000);
    expect(deadline).toBeLessThan(Date.now() + 25 * 60 * 60 * 1000);
  }
});
