import { expect, test, type Locator, type Page } from '@playwright/test';
import { cumulativeShift, recordLayoutShifts, settledLayoutShifts } from '../support/layout-shift';

/** Issue 25's goal for the pages people land on: a cumulative layout shift under 0.05 (Core Web Vitals "good" is 0.1). */
const CLS_LIMIT = 0.05;

const VIEWPORTS = [
  { name: 'a 375 px phone', size: { width: 375, height: 812 } },
  { name: 'a 1366 px desktop', size: { width: 1366, height: 768 } },
] as const;

/** Lighthouse's mobile preset: a 4x slower CPU and slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), as issue 25 measured. */
async function emulateMobileLoading(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

interface LandingPage {
  name: string;
  path: string;
  /** The page's content, visible once its data has arrived. */
  content: (page: Page) => Locator;
}

const PAGES: LandingPage[] = [
  { name: 'a campaign page', path: '/rekrutmen-ptba', content: (page) => page.getByTestId('campaign-vacancy').first() },
  {
    name: 'a campaign page narrowed by keyword',
    path: '/odp-bankjatim',
    content: (page) => page.getByTestId('campaign-vacancy').first(),
  },
  { name: "the fair's home", path: '/klobfair2026', content: (page) => page.getByTestId('event-booth').first() },
  { name: "the fair's jobs tab", path: '/klobfair2026/career', content: (page) => page.getByTestId('campaign-vacancy').first() },
  { name: "the fair's classes tab", path: '/klobfair2026/webinar', content: (page) => page.getByTestId('event-session').first() },
  { name: "the fair's package tab", path: '/klobfair2026/learning', content: (page) => page.getByTestId('event-package') },
  { name: 'a CMS page', path: '/karier-nusantara', content: (page) => page.getByTestId('campaign-vacancy').first() },
];

for (const viewport of VIEWPORTS) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });
    for (const landing of PAGES) {
      test(`issue 25: ${landing.name} (${landing.path}) loads with a cumulative layout shift under ${CLS_LIMIT}`, async ({ page }) => {
        await recordLayoutShifts(page);
        await emulateMobileLoading(page);
        await page.goto(landing.path);
        await expect(landing.content(page)).toBeVisible();
        const shifts = await settledLayoutShifts(page);
        const total = cumulativeShift(shifts);
        test.info().annotations.push({ type: 'CLS', description: `${landing.path} at ${viewport.size.width} px: ${total.toFixed(3)}` });
        expect(total, `the shifts and what moved: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(CLS_LIMIT);
      });
    }
  });
}
