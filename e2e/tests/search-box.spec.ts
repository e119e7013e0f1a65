import { expect, test, type Page } from '@playwright/test';
import { SEARCH_PATHS } from '@klob/shared/api-contract/search';
import { textAt, translationsFromApi } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { HOME_PATH } from '../support/routes';
import { searchBox } from '../support/search-page';

/** A keyword of the demo data that none of the demo klobber's seeded searches contains. */
const KEYWORD = 'chef';
const JOB_TITLE = 'Chef de Partie';

/** Arrow-down until the highlighted option reads `text`; every press must land on an option (never a title row). */
async function highlightWithKeyboard(page: Page, text: string) {
  const box = searchBox(page);
  for (let presses = 0; presses < 20; presses += 1) {
    await box.input.press('ArrowDown');
    const activeId = await box.input.getAttribute('aria-activedescendant');
    expect(activeId, 'each arrow press highlights an option').toBeTruthy();
    await expect(box.root.locator(`[id="${activeId}"]`)).toHaveAttribute('role', 'option');
    if (((await box.active.textContent()) ?? '').includes(text)) return;
  }
  throw new Error(`no option reads ${text}`);
}

test('S1-4.6-01 S1-4.6-02 S1-4.6-03 S1-4.6-04 S1-4.6-06 S1-4.6-08 S1-4.6-09 S1-6-01 S1-6-02 type, pick a suggestion by keyboard, find it in the history after a reload, delete it', async ({
  page,
  request,
}) => {
  const texts = await translationsFromApi(request, 'id', 'search');
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  const box = searchBox(page);

  const suggestionCalls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === SEARCH_PATHS.suggestion) suggestionCalls.push(url.searchParams.get('keyword') ?? '');
  });
  await box.input.click();
  await expect(box.list).toContainText(textAt(texts, 'suggestions.recent'));
  await box.input.pressSequentially(KEYWORD, { delay: 40 });
  const option = box.list.getByRole('option', { name: new RegExp(`^${JOB_TITLE}`) });
  await expect(option).toBeVisible();
  // One call for the empty box on opening, one after the pause in typing: none per keystroke.
  expect(suggestionCalls).toEqual(['', KEYWORD]);
  await expect(box.list.getByText(textAt(texts, 'suggestions.jobVacancy'), { exact: true })).toBeVisible();

  await highlightWithKeyboard(page, JOB_TITLE);
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === SEARCH_PATHS.saveHistory);
  await box.input.press('Enter');
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/home\/klob-and-co\/job\/[^/]+\/[^/]+\/chef-de-partie\/(KLV-\d+)\?id=KLV-\d+&corporateId=/);

  await page.reload();
  await box.input.click();
  const history = box.list.getByRole('option', { name: KEYWORD, exact: true });
  await expect(history).toBeVisible();
  await expect(box.list.getByRole('option').first()).toHaveAccessibleName(KEYWORD);

  const deleted = page.waitForResponse((response) => new URL(response.url()).pathname === SEARCH_PATHS.deleteHistory);
  await box.list.getByRole('button', { name: textAt(texts, 'suggestions.deleteHistoryOf').replace('{{keyword}}', KEYWORD) }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(history).toBeHidden();

  await page.reload();
  await box.input.click();
  await expect(box.list).toContainText(textAt(texts, 'suggestions.recent'));
  await expect(box.list.getByRole('option', { name: KEYWORD, exact: true })).toHaveCount(0);
});

test('S1-4.6-05 S1-9-09 the list closes on a click outside and scrolls within 80vh', async ({ page }) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  const box = searchBox(page);
  await box.input.click();
  await box.input.fill('a');
  await expect(box.list.getByRole('option').first()).toBeVisible();
  const { maxHeight, overflowY } = await box.list.evaluate((list) => getComputedStyle(list));
  const viewportHeight = page.viewportSize()?.height ?? 0;
  expect(Number.parseFloat(maxHeight)).toBeCloseTo(viewportHeight * 0.8, 0);
  expect(overflowY).toBe('auto');
  await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
  await expect(box.list).toBeHidden();
  await expect(box.input).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("S1-4.6-07 the search opens full-screen; a visitor's / loads the box only when it is asked for", async ({ page, request }) => {
    const texts = await translationsFromApi(request, 'id', 'search');
    const searchScripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script' && /remoteEntry|search/.test(sent.url()) && sent.url().includes(':'))
        searchScripts.push(sent.url());
    });
    await page.goto(HOME_PATH);
    const box = searchBox(page);
    await expect(box.standIn).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = searchScripts.length;

    await box.standIn.tap();
    await expect(box.input).toBeFocused();
    expect(searchScripts.length, 'the box code loads on the tap').toBeGreaterThan(before);
    const bounds = await box.root.boundingBox();
    expect(bounds).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await box.input.pressSequentially(KEYWORD, { delay: 40 });
    await expect(box.list.getByRole('option', { name: new RegExp(`^${JOB_TITLE}`) })).toBeVisible();
    await box.root.getByRole('button', { name: textAt(texts, 'box.close') }).click();
    await expect(box.list).toBeHidden();
    expect((await box.root.boundingBox())?.height).toBeLessThan(100);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test('S1-8.3-02 a failing suggestion call is only logged: the box keeps working', async ({ page }) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  let fail = true;
  await page.route(`**${SEARCH_PATHS.suggestion}*`, (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.continue()));
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const box = searchBox(page);
  await box.input.click();
  const failed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === SEARCH_PATHS.suggestion && response.status() === 500,
  );
  await box.input.fill(KEYWORD);
  await failed;
  await expect.poll(() => logged.some((text) => /search-suggestions.* could not be loaded/.test(text))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(box.input).toBeFocused();

  fail = false;
  await box.input.fill(`${KEYWORD} de`);
  await expect(box.list.getByRole('option', { name: new RegExp(`^${JOB_TITLE}`) })).toBeVisible();
});
