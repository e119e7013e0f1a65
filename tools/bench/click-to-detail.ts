import type { Browser } from 'playwright-core';
import { clickToContent, whenLinkIsTheApps } from './click-timing';
import { median } from './median';
import { table } from './report';

/** Where the click starts: the vacancies section, whose cards open the job page (issue 13 "Speed"). */
export const CLICK_TO_DETAIL_LIST = '/klob-journey/klob-and-co';
const CARD = '[data-testid="vacancy-card"]';
const RUNS = 5;
/** Issue 13's goals, in ms: cold (nothing preloaded) and after a hover preloaded the code and data. */
export const CLICK_TO_DETAIL_GOALS_MS = { cold: 150, preloaded: 50 } as const;

export interface ClickToDetailResult {
  /** Median ms from the click to the job page's heading showing the card's position, per mode. */
  coldMs: number;
  preloadedMs: number;
  runs: number;
}

async function oneRun(browser: Browser, shellUrl: string, index: number, preload: boolean): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${CLICK_TO_DETAIL_LIST}`);
    const card = page.locator(CARD).nth(index);
    await card.waitFor();
    const target = { link: CARD, index, content: 'main h1', linkTextOf: 'h3' };
    await whenLinkIsTheApps(page, target);
    if (preload) {
      const code = new URL((await card.getAttribute('href'))!, shellUrl).searchParams.get('id')!;
      const detailLoaded = page.waitForResponse((response) => response.url().includes(`/vacancy/detail/${code}`));
      await card.hover();
      await detailLoaded;
      await page.waitForLoadState('networkidle');
    }
    return await clickToContent(page, target);
  } finally {
    await context.close();
  }
}

/** Median click-to-detail time over RUNS fresh browser contexts, cold and preloaded by a hover. */
export async function measureClickToDetail(browser: Browser, shellUrl: string): Promise<ClickToDetailResult> {
  const cold: number[] = [];
  const preloaded: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    cold.push(await oneRun(browser, shellUrl, run, false));
    preloaded.push(await oneRun(browser, shellUrl, run, true));
  }
  return { coldMs: median(cold), preloadedMs: median(preloaded), runs: RUNS };
}

export function clickToDetailReport(result: ClickToDetailResult): string {
  const row = (mode: string, ms: number, goal: number) => [mode, `${ms.toFixed(0)} ms`, `${goal} ms`, ms <= goal ? 'ok' : 'OVER'];
  return table(
    [`click to job detail heading (median of ${result.runs})`, 'measured', 'goal', ''],
    [
      row('cold', result.coldMs, CLICK_TO_DETAIL_GOALS_MS.cold),
      row('preloaded by hover', result.preloadedMs, CLICK_TO_DETAIL_GOALS_MS.preloaded),
    ],
  );
}
