import { expect, test, type Page, type Route } from '@playwright/test';
import { TRANSLATIONS_WAIT_MS, UNIT_LOAD_TIMEOUT_MS } from '@klob/shared/constants';
import { appOwnsPage, documentLanguage, languageButton, mainHeading } from '../support/klob-page';
import { injectFault, REMOTE_FAULTS, SLOW_ANSWER_MS, type FaultyRemote, type RemoteFault } from '../support/remote-faults';
import { keyOfText, translationsFromApi } from '../support/api-data';
import { HOME_PATH } from '../support/routes';
import { SHELL_URL } from '../support/e2e-platform';
import { APP_ROOT_ID, BOOT_DATA_ELEMENT_ID, inlineJson, type BootData } from '@klob/shared/first-screen/contract';

/** /status/remotes gives every remote its own slot (its './build-info'): the page where all five can fail alone. */
const STATUS_PATH = '/status/remotes';
const REMOTES: readonly FaultyRemote[] = ['mf_journey', 'mf_chat', 'mf_search', 'mf_forms', 'mf_company_landing'];
/** What the browser adds to the platform's limit: rendering the fallback and the test's polling. */
const SLACK_MS = 1500;

const rowOf = (page: Page, remote: FaultyRemote) => page.locator(`tr[data-remote="${remote}"]`);
const okState = (page: Page, remote: FaultyRemote) => rowOf(page, remote).locator('td[data-state="ok"]');
const fallbackOf = (page: Page, remote: FaultyRemote) => page.getByTestId(`slot-fallback-${remote}/build-info`);
/** The page shell's own slots on every page: mf-chat's community popup floats beside the status table. */
const FRAME_SLOTS: Partial<Record<FaultyRemote, number>> = { mf_chat: 1 };
/** Faults of the whole remote reach all its slots; the module faults only its build-info slot. */
const WHOLE_REMOTE_FAULTS: readonly RemoteFault[] = ['server down', 'answers after 20 s'];

async function expectRestOfPageWorking(page: Page, failing: FaultyRemote, fault: RemoteFault) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const other of REMOTES.filter((remote) => remote !== failing)) await expect(okState(page, other)).toBeVisible();
  await expect(rowOf(page, failing).getByRole('alert')).toHaveCount(1);
  // Every fallback on the page is one of the failing remote's slots.
  await expect(page.getByRole('alert')).toHaveCount(1 + (WHOLE_REMOTE_FAULTS.includes(fault) ? (FRAME_SLOTS[failing] ?? 0) : 0));
  await languageButton(page, 'en').click();
  await expect(documentLanguage(page)).toHaveAttribute('lang', 'en');
}

for (const remote of REMOTES) {
  for (const fault of REMOTE_FAULTS) {
    test(`${remote} ${fault}: only its slot shows the fallback within ${UNIT_LOAD_TIMEOUT_MS} ms, the rest works, retry recovers`, async ({
      page,
    }) => {
      test.setTimeout(fault === 'answers after 20 s' ? 3 * SLOW_ANSWER_MS : 30_000);
      const injected = await injectFault(page, remote, fault);
      await page.goto(STATUS_PATH, { waitUntil: 'commit' });
      // The slot's limit counts from when the app has taken the page over and mounted its slots (the server's HTML
      // shows the frame before, seconds earlier on a loaded machine).
      await appOwnsPage(page);
      const frameShownAt = Date.now();
      await expect(fallbackOf(page, remote)).toBeVisible({ timeout: UNIT_LOAD_TIMEOUT_MS + SLACK_MS });
      expect(Date.now() - frameShownAt).toBeLessThanOrEqual(UNIT_LOAD_TIMEOUT_MS + SLACK_MS);
      await expectRestOfPageWorking(page, remote, fault);

      await injected.lift();
      // A slow remote is not fetched again: its late answer is what the retry shows.
      await injected.arrived;
      await fallbackOf(page, remote).getByRole('button').click();
      await expect(okState(page, remote)).toBeVisible({ timeout: UNIT_LOAD_TIMEOUT_MS });
      // The remote's other slots (mf-chat's popup) recover on their own retry.
      for (const fallback of await page.getByRole('alert').all()) await fallback.getByRole('button').click();
      await expect(page.getByRole('alert')).toHaveCount(0, { timeout: UNIT_LOAD_TIMEOUT_MS });
    });
  }
}

test('a hanging /locale: the frame and the page render within the translations wait, the texts fill in when they arrive', async ({
  page,
  request,
}) => {
  const held: Route[] = [];
  // Held, never answered while the route is in place; then let through to the api.
  await page.route('**/locale/**', (route) => void held.push(route));
  // The bare app, as the server answers when a page's first screen is not ready within its limit: its start-up data
  // without markup or texts (issue 25 inlines them with every first screen and frame), so the shell asks /locale.
  await page.route(`${SHELL_URL}${HOME_PATH}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const bootElement = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`);
    const boot = JSON.parse(bootElement.exec(html)![1]!) as BootData;
    const bare = `<div id="${APP_ROOT_ID}"></div><script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${inlineJson({ ...boot, texts: {}, data: {} })}</script></body>`;
    await route.fulfill({ response, body: html.replace(new RegExp(`<div id="${APP_ROOT_ID}">[\\s\\S]*</body>`), bare) });
  });
  await page.goto(HOME_PATH, { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: TRANSLATIONS_WAIT_MS + SLACK_MS + 5000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(mainHeading(page)).toBeVisible();
  expect(held.length).toBeGreaterThan(0);

  // The hanging calls answer at last.
  await page.unroute('**/locale/**');
  await Promise.all(held.map((route) => route.continue()));
  const shell = await translationsFromApi(request, 'id', 'shell');
  await expect
    .poll(async () => keyOfText(shell, (await mainHeading(page).innerText()).trim()), { message: 'the heading shows an api text' })
    .not.toBeNull();
});
