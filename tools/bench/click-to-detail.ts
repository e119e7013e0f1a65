import type { Browser, Page } from 'playwright-core';
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

// Plain JavaScript, sent as text: a bundled function would carry the runner's helpers (esbuild's __name).
const CLICK_TO_HEADING_SCRIPT = `(selector, cardIndex) => new Promise((resolve) => {
  const card = document.querySelectorAll(selector)[cardIndex];
  const position = card.querySelector('h3').textContent.trim();
  let clickedAt = 0;
  const observer = new MutationObserver(() => {
    const headings = Array.from(document.querySelectorAll('main h1'));
    if (!headings.some((heading) => heading.textContent.trim() === position) || document.querySelector(selector)) return;
    observer.disconnect();
    resolve(performance.now() - clickedAt);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  clickedAt = performance.now();
  card.click();
})`;

/**
 * Clicks the n-th card and resolves the ms from the click to the detail's h1 with the card's position,
 * measured in the page (a MutationObserver) so Playwright's round trips are not counted.
 */
async function clickToHeading(page: Page, index: number): Promise<number> {
  return page.evaluate(`(${CLICK_TO_HEADING_SCRIPT})(${JSON.stringify(CARD)}, ${index})`) as Promise<number>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function oneRun(browser: Browser, shellUrl: string, index: number, preload: boolean): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${CLICK_TO_DETAIL_LIST}`);
    const card = page.locator(CARD).nth(index);
    await card.waitFor();
    if (preload) {
      const code = new URL((await card.getAttribute('href'))!, shellUrl).searchParams.get('id')!;
      const detailLoaded = page.waitForResponse((response) => response.url().includes(`/vacancy/detail/${code}`));
      await card.hover();
      await detailLoaded;
      await page.waitForLoadState('networkidle');
    }
    return await clickToHeading(page, index);
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
