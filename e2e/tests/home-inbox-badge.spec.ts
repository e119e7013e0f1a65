import { expect, test } from '@playwright/test';
import { INBOX_PATHS, type InboxReadRequest } from '@klob/shared/api-contract/inbox';
import { DEMO_ACCOUNTS, signInThroughLogin, storedAuth } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { expectSameDocument, markDocument } from '../support/klob-page';

test('S1-3-15 marking a news-info message read lowers the header notification badge at once, without a reload', async ({ page }) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  await page.goto('/home/notification/news-info');
  const badge = page.getByTestId('header-account').getByTestId('badge-notifications');
  const unread = page.getByRole('main').locator('[data-testid="inbox-item"][data-read="false"]').first();
  await expect(unread).toBeVisible();
  await expect(badge).toHaveAttribute('data-count', /^[1-9]\d*$/);
  const before = Number(await badge.getAttribute('data-count'));
  const marker = await markDocument(page);

  const saved = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(INBOX_PATHS.notificationRead));
  await unread.getByRole('checkbox').check();
  const readBody = (await saved).postDataJSON() as InboxReadRequest;

  // The shell reads the counter again when mf-journey reports it stale (countersStale on the bus).
  await expect(badge).toHaveAttribute('data-count', String(before - 1));
  await expectSameDocument(page, marker);

  // Leave the demo inbox as it was for the other suites.
  const auth = await storedAuth(page);
  const restored = await page.request.post(`${API_URL}${INBOX_PATHS.notificationRead}`, {
    headers: { Authorization: auth!.idToken! },
    data: { ids: readBody.ids, isRead: false },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});
