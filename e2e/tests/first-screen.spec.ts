import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CONTENT_PATHS, type VacancyListResult } from '@klob/shared/api-contract/content';
import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import { jobDetailPath } from '@klob/shared/links';
import { BOOT_DATA_ELEMENT_ID, FIRST_SCREEN_SLOT_ATTRIBUTE, LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '@klob/shared/first-screen/contract';
import { localUrlOf, type PlatformProcess } from '../../tools/platform/processes';
import { API_URL, E2E_PORTS, SHELL_URL } from '../support/e2e-platform';
import { appOwnsPage, expectSameDocument, markDocument } from '../support/klob-page';
import { textAt, translationsFromApi } from '../support/api-data';
import { cumulativeShift, recordLayoutShifts, settledLayoutShifts } from '../support/layout-shift';
import { DEMO_ACCOUNTS, signInThroughLogin, tabAfterSignIn } from '../support/auth';
import { DEFAULT_LANGUAGE, REMOTE_STATES_MAX_AGE_MS } from '@klob/shared/constants';
import { urlsRequested } from '../support/requests';

let jobPath = '';
let jobTitle = '';
test.beforeAll(async ({ request }) => {
  const response = await request.get(`${API_URL}${SEARCH_LIST_PATHS.vacancies}`);
  expect(response.ok()).toBe(true);
  const job = ((await response.json()) as { result: VacancyListResult }).result.items.find((item) => !item.anonym)!;
  jobPath = jobDetailPath(job, false);
  jobTitle = job.positionName;
});

/** Holds the files of `app`'s origin (those whose path is `held`) until the returned function lets them come. */
async function holdFilesOf(page: Page, app: PlatformProcess, held: (path: string) => boolean = () => true): Promise<() => void> {
  let letCome!: () => void;
  const mayCome = new Promise<void>((resolve) => (letCome = resolve));
  const origin = localUrlOf(E2E_PORTS, app);
  await page.route(
    (url) => url.origin === origin && held(url.pathname),
    async (route) => {
      await mayCome;
      await route.continue();
    },
  );
  return letCome;
}

/** Opens `path` as the server sends it: the entry script runs and asks for the app's chunks, which wait for `letShellCome`. */
async function openWithShellHeld(page: Page, path: string): Promise<() => void> {
  const isAppChunk = (pathname: string) => pathname.endsWith('.js') && pathname !== '/main.js';
  const letShellCome = await holdFilesOf(page, 'shell', isAppChunk);
  const chunkAsked = page.waitForRequest((asked) => isAppChunk(new URL(asked.url()).pathname));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await chunkAsked;
  return letShellCome;
}

const chooseLanguage = (context: BrowserContext, language: 'id' | 'en') =>
  context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: SHELL_URL }]);

test.describe('issue 25: with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  const PAGES = [
    { name: 'the landing /', path: () => '/', heading: { id: 'Bangun Karier Impianmu Bersama Klob', en: /./ }, first: 'a[href="/jobs"]' },
    { name: '/jobs', path: () => '/jobs', heading: { id: 'Lowongan Kerja', en: /Job/ }, first: '[data-testid="job-card"]' },
    { name: 'a job detail', path: () => jobPath, heading: { id: () => jobTitle, en: () => jobTitle }, first: 'main h1' },
  ] as const;

  for (const { name, path, heading, first } of PAGES) {
    test(`${name} shows its heading and first content in Indonesian, and in English once chosen`, async ({ page, context }) => {
      const response = await page.goto(path());
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      const idHeading = typeof heading.id === 'function' ? heading.id() : heading.id;
      await expect(page.locator('main h1').first()).toHaveText(idHeading);
      await expect(page.locator(first).first()).toBeVisible();
      const idText = await page.locator('main h1').first().textContent();

      await chooseLanguage(context, 'en');
      await page.goto(path());
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const enHeading = typeof heading.en === 'function' ? heading.en() : heading.en;
      await expect(page.locator('main h1').first()).toHaveText(enHeading);
      await expect(page.locator(first).first()).toBeVisible();
      if (name !== 'a job detail') expect(await page.locator('main h1').first().textContent()).not.toBe(idText);
    });
  }
});

test('issue 25: the landing is taken over as the server sent it: its heading stays the same element, nothing is rendered afresh, and the start-up files are not fetched again', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const startUpFetches: string[] = [];
  let documentAt = Number.POSITIVE_INFINITY;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documentAt = Date.now();
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The shell's own texts came with the page; a unit mounted later (the community popup) loads its own.
    const shellTexts = /^\/locale\/.*\/(shell|common|auth|pages)$/.test(pathname);
    // A slot mounting when the page's copy of /remotes.json is older than the shell's REMOTE_STATES_MAX_AGE_MS reads it
    // again by design (shell/README.md "Kill switch"): on a loaded machine the take-over itself may come that late.
    const killSwitchReRead = pathname === '/remotes.json' && Date.now() - documentAt > REMOTE_STATES_MAX_AGE_MS;
    if ((['/remotes.json', '/environment.json', '/routes.json'].includes(pathname) && !killSwitchReRead) || shellTexts)
      startUpFetches.push(pathname);
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
    });
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toHaveText('Bangun Karier Impianmu Bersama Klob');
  await appOwnsPage(page);
  expect(
    await page.evaluate(() => document.querySelector('main h1') === (window as unknown as { serverHeading: Element | null }).serverHeading),
  ).toBe(true);
  expect(warnings.filter((text) => text.includes('rendered afresh'))).toEqual([]);
  expect(startUpFetches).toEqual([]);
});

test('issue 25: /jobs arrives with its jobs in the HTML and the app mounts mf-search over them without a layout shift', async ({
  page,
  request,
}) => {
  // The server waits FIRST_SCREEN_DATA_MS for the jobs, then leaves them to the browser by design: on a loaded machine
  // one answer may come without them, so the page is asked for again until one has them.
  await expect(async () => {
    const html = await (await request.get('/jobs')).text();
    expect(html).toContain('data-testid="job-card"');
    expect(html).toContain(`id="${BOOT_DATA_ELEMENT_ID}"`);
  }).toPass({ timeout: 20_000 });
  await recordLayoutShifts(page);
  await page.goto('/jobs');
  await expect(page.getByRole('searchbox').or(page.getByRole('search')).first()).toBeVisible();
  // mf-search's own unit is mounted: the server's markup moved into its element and was replaced there.
  await expect(page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`)).toBeHidden();
  await expect(page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}] *`)).toHaveCount(0);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  const shifts = await settledLayoutShifts(page);
  expect(cumulativeShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.05);
});

test("issue 25: on /jobs before mf-search's code has come, what is typed into its server markup and a press held until its unit has mounted make the search", async ({
  page,
  request,
}) => {
  const sample = (
    (await (await request.get(`${API_URL}${SEARCH_LIST_PATHS.vacancies}?location=jakarta`)).json()) as { result: VacancyListResult }
  ).result.items[0]!;
  const keywordSlug = sample.positionName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // mf-search's files wait until the visitor has typed and pressed.
  const letRemoteCome = await holdFilesOf(page, 'mf_search');
  await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
  const serverMarkup = page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}="mf_search/jobs-page"]`);
  const texts = await translationsFromApi(request, 'id', 'search');
  await serverMarkup.getByRole('combobox', { name: textAt(texts, 'jobs.positionLabel') }).fill(sample.positionName);
  await serverMarkup.getByRole('textbox', { name: textAt(texts, 'jobs.locationLabel') }).fill('Jakarta');
  const searchButton = serverMarkup.getByRole('button', { name: textAt(texts, 'jobs.search') });
  const box = (await searchButton.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  letRemoteCome();
  // The unit has mounted: the server's markup moved into its element and was replaced there.
  await expect(page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}] *`)).toHaveCount(0);
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`/jobs/lowongan-kerja-${keywordSlug}-di-jakarta$`));
});

test("issue 25: on /companies, a visitor who began typing into the search box before mf-search's code came goes on typing into it while its unit mounts", async ({
  page,
  request,
}) => {
  const letRemoteCome = await holdFilesOf(page, 'mf_search');
  await page.goto('/companies', { waitUntil: 'domcontentloaded' });
  const texts = await translationsFromApi(request, 'id', 'search');
  await page
    .locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}="mf_search/companies-page"]`)
    .getByRole('textbox', { name: textAt(texts, 'companies.searchPlaceholder') })
    .click();
  await page.keyboard.type('Sam');
  letRemoteCome();
  // The unit has mounted: the server's markup moved into its element and was replaced there.
  await expect(page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}] *`)).toHaveCount(0);
  await page.keyboard.type('udra');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/companies\?q=Samudra$/);
  await expect(page.getByRole('textbox', { name: textAt(texts, 'companies.searchPlaceholder') })).toHaveValue('Samudra');
});

test("issue 25 S1-2.1-10: on /terms, a press on a tab before the shell's app has come is done once it takes its page over", async ({
  page,
  request,
}) => {
  const texts = await translationsFromApi(request, 'id', 'pages');
  const letShellCome = await openWithShellHeld(page, '/terms?tab=privacy');
  const termsTab = page.getByRole('tab', { name: textAt(texts, 'terms.termsTab') });
  await termsTab.click();
  await expect(termsTab).toHaveAttribute('aria-selected', 'false');
  letShellCome();
  await expect(termsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL((url) => url.pathname === '/terms' && !url.searchParams.has('tab'));
});

test("issue 25 S1-2.1-11: on /terms?tab=privacy#klobber, the shell's take-over leaves the view where the visitor scrolled it", async ({
  page,
  request,
}) => {
  const texts = await translationsFromApi(request, 'id', 'pages');
  const letShellCome = await openWithShellHeld(page, '/terms?tab=privacy#klobber');
  // The browser went to the anchor in the server's HTML; the visitor scrolls back up and presses the terms tab.
  await expect(page.locator('#klobber')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  const termsTab = page.getByRole('tab', { name: textAt(texts, 'terms.termsTab') });
  await termsTab.click();
  letShellCome();
  // The press is done once the page is React's, after the page's first effects: the view has not been moved.
  await expect(termsTab).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("issue 25 S1-1-05: on a job fair's home, a press on the first booth's \"Lihat Lowongan\" before mf-company-landing's code has come opens that booth", async ({
  page,
  request,
}) => {
  const texts = await translationsFromApi(request, DEFAULT_LANGUAGE, 'company-landing');
  const letRemoteCome = await holdFilesOf(page, 'mf_company_landing');
  await page.goto('/klobfair2026/home', { waitUntil: 'domcontentloaded' });
  const serverMarkup = page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}="mf_company_landing/event-page"]`);
  await serverMarkup
    .getByTestId('event-booth')
    .first()
    .getByRole('button', { name: textAt(texts, 'event.showVacancies') })
    .click();
  letRemoteCome();
  await expect(page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}] *`)).toHaveCount(0);
  const booths = page.getByTestId('event-booth');
  await expect(booths.first().getByRole('button', { name: textAt(texts, 'event.hideVacancies') })).toBeVisible();
  await expect(booths.first().getByTestId('campaign-vacancy').first()).toBeVisible();
  await expect(booths.getByRole('button', { expanded: true })).toHaveCount(1);
});

test.describe('issue 25: a browser where someone is signed in', () => {
  test.use({ javaScriptEnabled: false });

  test("gets no guest page from the server but the frame of theirs: the header with the signed-in part's box, the side column's and a page-sized skeleton", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: SHELL_URL }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('main h1')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Bangun Karier Impianmu Bersama Klob', { useInnerText: true });
    // A guest's sign-in links would be the wrong header; the signed-in part's box holds the final size instead.
    await expect(page.getByTestId('header-account')).toHaveCount(0);
    expect(await page.getByTestId('signed-in-header-placeholder').boundingBox()).toMatchObject({ width: 256, height: 68 });
    const skeleton = page.locator(`main#content > [aria-busy="true"]`);
    expect((await skeleton.boundingBox())!.height).toBeGreaterThanOrEqual(0.6 * 800);
    const boot = JSON.parse((await page.locator(`#${BOOT_DATA_ELEMENT_ID}`).textContent()) ?? 'null') as { frame?: boolean };
    expect(boot.frame).toBe(true);
  });

  test("gets /home/kloboard's frame with the kloboard as mf-journey draws it before its data: its headings, the progress card's place, no one's data", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: SHELL_URL }]);
    await page.goto('/home/kloboard');
    const kloboard = page.getByTestId('kloboard');
    await expect(kloboard.getByRole('heading', { level: 1 })).toHaveText('Kloboard');
    await expect(kloboard.getByRole('heading', { level: 2, name: 'Lowongan untukmu' })).toBeVisible();
    await expect(kloboard.getByTestId('kloboard-progress-loading')).toBeVisible();
    await expect(kloboard.getByTestId('vacancy-card')).toHaveCount(0);
    await expect(page.getByTestId('header-account')).toHaveCount(0);
  });
});

test("issue 25: a signed-in page of a remote gets that remote's texts with its frame: the page does not ask the api for them", async ({
  page,
}) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  const kloboardTab = await tabAfterSignIn(page);
  const textCalls = urlsRequested(kloboardTab, (pathname) => /^\/locale\/.*\/journey$/.test(pathname));
  await kloboardTab.goto('/home/kloboard');
  await expect(kloboardTab.getByTestId('kloboard').getByTestId('vacancy-card').first()).toBeVisible();
  expect(textCalls).toEqual([]);
});

/**
 * Moves the pointer onto `link` until the app, once it listens (after it took the page over), reads the page ahead (a
 * fetch of a path `isPage` accepts), then waits for the network to be idle.
 */
async function hoverUntilReadAhead(page: Page, link: Locator, isPage: (pathname: string) => boolean): Promise<void> {
  let readAhead = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && isPage(new URL(request.url()).pathname)) readAhead = true;
  });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    expect(readAhead).toBe(true);
  }).toPass();
  await page.waitForLoadState('networkidle');
}

test('issue 25: a hovered link reads its page ahead, so after the click /jobs shows its jobs without asking the api for them', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.locator('main a[href="/jobs"]').first();
  await hoverUntilReadAhead(page, link, (pathname) => pathname === '/jobs');
  const listCalls = urlsRequested(page, (pathname) => pathname === CONTENT_PATHS.vacancyList);
  const marker = await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expectSameDocument(page, marker);
  expect(listCalls).toEqual([]);
});

test("issue 25: a link followed before its page's code has come shows that page's server content (read ahead on the click), and what is typed there makes the search once mf-search's unit has mounted over it", async ({
  page,
  request,
}) => {
  await page.goto('/');
  const marker = await markDocument(page);
  // mf-search's files (the /jobs page's unit) wait until the visitor has typed.
  const letRemoteCome = await holdFilesOf(page, 'mf_search');
  await page.locator('main a[href="/jobs"]').first().click();
  await expect(page).toHaveURL(/\/jobs$/);
  const serverMarkup = page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}="mf_search/jobs-page"]`);
  await expect(serverMarkup.getByTestId('job-card').first()).toBeVisible();
  const texts = await translationsFromApi(request, 'id', 'search');
  await serverMarkup.getByRole('combobox', { name: textAt(texts, 'jobs.positionLabel') }).fill('Desainer');
  letRemoteCome();
  // The unit has mounted: the server's markup moved into its element and was replaced there.
  await expect(page.locator(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}] *`)).toHaveCount(0);
  await page.getByRole('button', { name: textAt(texts, 'jobs.search') }).click();
  await expect(page).toHaveURL(/\/jobs\/lowongan-kerja-desainer$/);
  await expectSameDocument(page, marker);
});

test("issue 25: a hovered job card on /jobs loads its page's code and data ahead: the click fetches no script and asks the api nothing for the job", async ({
  page,
}) => {
  await page.goto('/jobs');
  const card = page.getByTestId('job-card').first();
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await hoverUntilReadAhead(page, card, (pathname) => pathname.startsWith('/job/'));
  const afterClick: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    // The job page's code (mf-journey's) and its data; the community popup may load on the click: the page has settled.
    const journeyCode = request.resourceType() === 'script' && origin === localUrlOf(E2E_PORTS, 'mf_journey');
    if (journeyCode || pathname.startsWith(CONTENT_PATHS.vacancyDetail(''))) afterClick.push(request.url());
  });
  await card.click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  expect(afterClick).toEqual([]);
});
