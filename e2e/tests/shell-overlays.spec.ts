import { expect, test, type Locator, type Page } from '@playwright/test';
import { KLOBFAIR_CORPORATE_ID, SURVEY_PATHS } from '@klob/shared/api-contract/forms';
import { EVENT_PATHS } from '@klob/shared/api-contract/platform';
import { PROFILE_STRENGTH_PATH } from '@klob/shared/api-contract/content';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { textAt, translationsFromApi, type Translations } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin, tabAfterSignIn } from '../support/auth';
import { API_URL } from '../support/e2e-platform';
import { journeyText, journeyTexts } from '../support/journey';
import { urlsRequested } from '../support/requests';

const JOB_PAGE = '/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-NUSANTARA';
const LAPTOP = { width: 1366, height: 768 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [boxA, boxB] = [await boxOf(a), await boxOf(b)];
  expect(intersects(boxA, boxB), `${what}: ${JSON.stringify(boxA)} and ${JSON.stringify(boxB)} overlap`).toBe(false);
}

const featuredEvent = (page: Page) => page.getByTestId('event-ad');

/** Loads `path` and waits until the events call (which decides the featured event) has answered and the page has drawn. */
async function openAndWaitForEvents(page: Page, path: string, reload = false): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === EVENT_PATHS.projects);
  await (reload ? page.reload() : page.goto(path));
  await answered;
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

let shell: Translations;
test.beforeAll(async ({ request }) => {
  shell = await translationsFromApi(request, DEFAULT_LANGUAGE, 'shell');
});

test.describe('overlays that stay out of the way (issue 21)', () => {
  test("the featured-event card: 'Tutup' keeps that event's card closed after a reload (remembered per event)", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await openAndWaitForEvents(page, JOB_PAGE);
    const card = featuredEvent(page);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: textAt(shell, 'overlays.close') }).click();
    await expect(card).toHaveCount(0);
    const closedKeys = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('featuredEventClosed:')));
    expect(closedKeys).toHaveLength(1);

    await openAndWaitForEvents(page, JOB_PAGE, true);
    await expect(card).toHaveCount(0);
    await openAndWaitForEvents(page, '/home/kloboard');
    await expect(card).toHaveCount(0);

    // The same page without the remembered dismissal shows the card again: the wait above was long enough to see it.
    await page.evaluate((key) => window.localStorage.removeItem(key), closedKeys[0]!);
    await openAndWaitForEvents(page, JOB_PAGE, true);
    await expect(card).toBeVisible();
  });

  test("at 1366 px the featured-event card covers none of the job page ('Kualifikasi') nor the footer, and the back-to-top button stacks under it", async ({
    page,
    request,
  }) => {
    const journey = await journeyTexts(request);
    await page.setViewportSize(LAPTOP);
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await openAndWaitForEvents(page, JOB_PAGE);
    const card = featuredEvent(page);
    await expect(card).toBeVisible();
    const main = page.getByRole('main');
    const qualifications = main.getByRole('heading', { name: journeyText(journey, 'jobDetail.requirements') });
    await expect(qualifications).toBeVisible();

    // Wherever the page is scrolled, the card sits beside the page's content, never on it.
    await qualifications.scrollIntoViewIfNeeded();
    await expectApart(card, main, 'the card and the page content');
    await expectApart(card, qualifications, "the card and 'Kualifikasi'");

    const backToTop = page.getByRole('button', { name: textAt(shell, 'backToTop') });
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(backToTop).toBeVisible();
    await expectApart(backToTop, card, 'the back-to-top button and the card');
    await expectApart(backToTop, main, 'the back-to-top button and the page content');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeInViewport();
    await expectApart(card, footer, 'the card and the footer');
    await expectApart(backToTop, footer, 'the back-to-top button and the footer');
    await expectApart(backToTop, card, 'the back-to-top button and the card');
  });

  test("the cookie notice hides none of the landing's feature cards (nor the header) until it is accepted", async ({ page }) => {
    for (const viewport of [LAPTOP, { width: 375, height: 740 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const notice = page.getByTestId('cookie-notice');
      await expect(notice).toBeVisible();
      const cards = page.getByRole('region', { name: textAt(shell, 'landing.sections.title') });
      await expect(cards).toBeVisible();
      await expectApart(notice, page.getByRole('banner'), 'the cookie notice and the header');
      await expectApart(notice, page.getByRole('main'), 'the cookie notice and the page');
      await expectApart(notice, cards, 'the cookie notice and the feature cards');
      await cards.scrollIntoViewIfNeeded();
      await expectApart(notice, cards, 'the cookie notice and the feature cards, scrolled to them');
      const cardsBox = await boxOf(cards);
      const noticeBox = await boxOf(notice);
      expect(noticeBox.y + noticeBox.height, 'the notice is above the cards in the page').toBeLessThanOrEqual(cardsBox.y);
    }
  });

  test("an event's guestbook shows only on its own event: the job fair's 'Buku Tamu Klob Fair 2026' on the fair, none of it on the others", async ({
    page,
    request,
  }) => {
    const surveyViews: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(SURVEY_PATHS.view)) surveyViews.push(new URL(sent.url()).searchParams.get('corporateId') ?? '');
    });
    const guestbook = page.getByTestId('guestbook-button');
    const fairSurvey = await request.get(`${API_URL}${SURVEY_PATHS.view}`, { params: { corporateId: KLOBFAIR_CORPORATE_ID } });
    const fairGuestbookName = ((await fairSurvey.json()) as { result: { header: { surveyName: string } } }).result.header.surveyName;

    for (const [path, ownCompany] of [
      ['/wisuda-virtual-2026', null],
      ['/bali-hospitality-talent', 'CORP-BALI'],
      ['/nusantara-career-days', 'CORP-NUSANTARA'],
    ] as const) {
      const ownSurvey = ownCompany
        ? page.waitForResponse((response) => response.url().includes(SURVEY_PATHS.view) && response.url().includes(ownCompany))
        : null;
      await page.goto(path);
      await expect(page.getByTestId('event-page')).toBeVisible();
      await ownSurvey;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.getByRole('button', { name: new RegExp(fairGuestbookName) })).toHaveCount(0);
    }
    expect(surveyViews).not.toContain(KLOBFAIR_CORPORATE_ID);

    await page.goto('/klobfair2026');
    await expect(page.getByRole('button', { name: new RegExp(fairGuestbookName) })).toBeVisible();

    // A company's event shows that company's own guestbook (Nusantara's is for signed-in users).
    await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
    await page.goto('/nusantara-career-days');
    await expect(guestbook).toBeVisible();
    await expect(guestbook).toContainText('Nusantara');
    await expect(page.getByRole('button', { name: new RegExp(fairGuestbookName) })).toHaveCount(0);
  });
});

test("issue 25: the header's profile ring, the side menu's and the extra bar read the profile's completion with one api call", async ({
  page,
}) => {
  await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
  const jobsTab = await tabAfterSignIn(page);
  const strengthCalls = urlsRequested(jobsTab, (pathname) => pathname === PROFILE_STRENGTH_PATH);
  await jobsTab.goto('/jobs');
  await expect(jobsTab.getByTestId('profile-ring').first()).toBeVisible();
  await jobsTab.waitForLoadState('networkidle');
  expect(strengthCalls).toHaveLength(1);
});
