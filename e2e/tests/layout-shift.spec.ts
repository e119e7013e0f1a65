import { expect, test, type Locator, type Page } from '@playwright/test';
import type { VacancyListResult } from '@klob/shared/api-contract/content';
import { INBOX_PATHS } from '@klob/shared/api-contract/inbox';
import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import { companyDetailPath, jobDetailPath } from '@klob/shared/links';
import { API_URL } from '../support/e2e-platform';
import { mainHeading } from '../support/klob-page';
import { cumulativeShift, layoutShiftsSoFar, recordLayoutShifts, settledLayoutShifts } from '../support/layout-shift';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';

/** Core Web Vitals "good": a cumulative layout shift of at most 0.1. */
const CLS_LIMIT = 0.1;

const VIEWPORTS = [
  { name: 'a 375 px phone', size: { width: 375, height: 812 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
] as const;

interface PageUnderTest {
  name: string;
  path: () => string;
  /** The page's content, visible once its data has arrived. */
  content: (page: Page) => Locator;
}

let sampleJob: VacancyListResult['items'][number];
test.beforeAll(async ({ request }) => {
  const response = await request.get(`${API_URL}${SEARCH_LIST_PATHS.vacancies}`);
  expect(response.ok()).toBe(true);
  sampleJob = ((await response.json()) as { result: VacancyListResult }).result.items.find((job) => !job.anonym)!;
  expect(sampleJob, 'the demo data has a published vacancy').toBeTruthy();
});

const PAGES: PageUnderTest[] = [
  { name: 'the landing /', path: () => '/', content: (page) => mainHeading(page) },
  { name: '/jobs', path: () => '/jobs', content: (page) => page.getByTestId('job-card').first() },
  { name: 'the event page /klobfair2026', path: () => '/klobfair2026', content: (page) => page.getByTestId('event-booth').first() },
  {
    name: 'a job detail',
    path: () => jobDetailPath(sampleJob, false),
    content: (page) => mainHeading(page).filter({ hasText: sampleJob.positionName }),
  },
  {
    name: "the job's company page",
    path: () => companyDetailPath(sampleJob, false),
    content: (page) => mainHeading(page).filter({ hasText: sampleJob.corporateName }),
  },
  {
    name: "the company's job list /jobs/perusahaan-{slug}",
    path: () => `/jobs/perusahaan-${sampleJob.corporateSlug}`,
    content: (page) => page.getByTestId('job-card').first(),
  },
  {
    name: 'the journey section /klob-journey/klob-and-co',
    path: () => '/klob-journey/klob-and-co',
    content: (page) => page.getByTestId('vacancy-card').first(),
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });
    for (const pageUnderTest of PAGES) {
      test(`issue 25: ${pageUnderTest.name} loads with a cumulative layout shift of at most ${CLS_LIMIT}`, async ({ page }) => {
        await recordLayoutShifts(page);
        await page.goto(pageUnderTest.path());
        await expect(pageUnderTest.content(page)).toBeVisible();
        const shifts = await settledLayoutShifts(page);
        expect(cumulativeShift(shifts), `the shifts and what moved: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(CLS_LIMIT);
      });
    }
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`on ${viewport.name}, signed in`, () => {
    test.use({ viewport: viewport.size });
    test(`issue 25: /home/kloboard loads with a cumulative layout shift of at most ${CLS_LIMIT}`, async ({ page }) => {
      await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
      await recordLayoutShifts(page);
      await page.goto('/home/kloboard');
      await expect(page.getByTestId('kloboard-progress')).toBeVisible();
      await expect(page.getByTestId('kloboard').getByTestId('vacancy-card').first()).toBeVisible();
      const shifts = await settledLayoutShifts(page);
      expect(cumulativeShift(shifts), `the shifts and what moved: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(CLS_LIMIT);
    });

    test('issue 25: unread counts read after the first render bring the notification widget over the page, moving nothing', async ({
      page,
    }) => {
      await signInThroughLogin(page, DEMO_ACCOUNTS.klobber);
      // The counts this browser remembers would draw the widget with the first render: this visit starts without them.
      await page.addInitScript(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('klobHeaderCounters:')) localStorage.removeItem(key);
      });
      let answerCounts = () => {};
      const countsHeld = new Promise<void>((resolve) => (answerCounts = resolve));
      const unreadPaths: string[] = [INBOX_PATHS.newsLetterUnread, INBOX_PATHS.calendarUnread];
      await page.route(
        (url) => unreadPaths.includes(url.pathname),
        async (route) => {
          await countsHeld;
          await route.continue();
        },
      );
      await recordLayoutShifts(page);
      await page.goto('/home/kloboard');
      await expect(page.getByTestId('kloboard').getByTestId('vacancy-card').first()).toBeVisible();
      await expect(page.getByTestId('notification-widget')).toHaveCount(0);
      const shiftsBefore = (await layoutShiftsSoFar(page)).length;
      answerCounts();
      const widget = page.getByTestId('notification-widget');
      await expect(widget).toBeVisible();
      await expect(widget.getByRole('link').first()).toBeInViewport();
      const shiftsAfter = (await settledLayoutShifts(page)).slice(shiftsBefore);
      expect(shiftsAfter, `the shifts and what moved: ${JSON.stringify(shiftsAfter, null, 1)}`).toEqual([]);
    });
  });
}
