import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInThroughLogin, signOutThroughMenu } from '../support/auth';
import { journeyText, journeyTexts } from '../support/journey';

/** What the remotes keep in this browser for a user (issue 26): mf-journey's CV drafts, mf-chat's unsent messages. */
const USER_KEPT_PREFIXES = ['klob-cv-draft:', 'klob-chat-outbox:'];

const storedEntries = (page: Page) =>
  page.evaluate(() => Object.entries(window.localStorage).map(([key, value]) => ({ key, value: String(value) })));

/** The chat socket with the user's sends swallowed: the server never acknowledges them, so they stay in the outbox. */
async function withUnsentChatMessages(page: Page) {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (!String(message).includes('"sendMessage"')) server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
}

test('issue 26: signing out forgets the CV draft and the unsent chat messages; the next user on the browser finds nothing of them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const texts = await journeyTexts(request);
  const run = Date.now();
  const draftName = `Nama Rahasia ${run}`;
  const unsent = `pesan belum terkirim ${run}`;
  const fullName = page.getByRole('main').getByLabel(journeyText(texts, 'home.cv.fields.fullName'), { exact: false });
  await withUnsentChatMessages(page);
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);

  // The first user starts a CV and writes a chat message that does not leave the browser.
  await page.goto('/cv-templates/detail/modern/edit/personal/main');
  await fullName.fill(draftName);
  await expect.poll(async () => (await storedEntries(page)).some(({ value }) => value.includes(draftName))).toBe(true);
  await page.getByTestId('chat-bubble').click();
  const panel = page.getByTestId('chat-panel');
  await panel.getByRole('button', { name: /PT Nusantara Digital/ }).click();
  await panel.locator('textarea').fill(unsent);
  await panel.locator('form button[type="submit"]').click();
  await expect(panel.getByText(unsent)).toBeVisible();
  await expect.poll(async () => (await storedEntries(page)).some(({ value }) => value.includes(unsent))).toBe(true);

  // A new page load: the panel is closed, and the message is still kept to be sent again.
  await page.goto('/home/kloboard');
  await expect.poll(async () => (await storedEntries(page)).some(({ value }) => value.includes(unsent))).toBe(true);
  await signOutThroughMenu(page);
  await expect
    .poll(async () => (await storedEntries(page)).filter(({ key }) => USER_KEPT_PREFIXES.some((prefix) => key.startsWith(prefix))))
    .toEqual([]);

  // Someone else signs in on the same browser: no trace of the first user's draft or message.
  await signInThroughLogin(page, DEMO_ACCOUNTS.hr);
  await page.goto('/cv-templates/detail/modern/edit/personal/main');
  await expect(fullName).toHaveValue('');
  await page.getByTestId('chat-bubble').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(page.getByText(unsent)).toHaveCount(0);
  const entries = await storedEntries(page);
  expect(entries.filter(({ value }) => value.includes(draftName) || value.includes(unsent))).toEqual([]);
});
