import type { Browser, Page } from 'playwright-core';
import { clickToContent, whenLinkIsTheApps, type ClickTarget } from './click-timing';
import { median } from './median';
import { table } from './report';

/** Issue 25 "Route changes": 5 runs per case, Chromium's CPU slowed 4x. */
const RUNS = 5;
const CPU_SLOWDOWN = 4;
/** Issue 25's goals, in ms from the click to the next page's content. */
export const ROUTE_CHANGE_GOALS_MS = { cold: 400, preloaded: 150 } as const;

interface RouteChange {
  name: string;
  from: string;
  target: ClickTarget;
}

const JOB_CARD = '[data-testid="job-card"]';

/** The two moves of issue 25: a landing link to the job list, and a job card to its detail. */
const ROUTE_CHANGES: readonly RouteChange[] = [
  { name: '/ -> /jobs (landing link)', from: '/', target: { link: 'main a[href="/jobs"]', index: 0, content: JOB_CARD } },
  { name: '/jobs -> job detail (job card)', from: '/jobs', target: { link: JOB_CARD, index: 0, content: 'main h1', linkTextOf: 'h3' } },
];

export interface RouteChangeResult {
  name: string;
  /** Medians in ms: clicked as soon as the link shows, and after a hover and an idle network. */
  coldMs: number;
  preloadedMs: number;
  /** Median scripts fetched after the click: what the move still had to download. */
  coldScriptsAfterClick: number;
  preloadedScriptsAfterClick: number;
  runs: number;
}

interface OneMove {
  ms: number;
  scriptsAfterClick: number;
}

async function slowedPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * One move in a fresh context. Cold: clicked as soon as the link is visible and React's (a click on the server's
 * markup before that loads the next page whole), before the page is idle, so
 * the next page's code has not been fetched unless the first screen already needed it. Preloaded: the
 * link is hovered and the network left to go idle first, so whatever the shell preloads on hover or idle is in.
 */
async function oneMove(browser: Browser, shellUrl: string, move: RouteChange, preload: boolean): Promise<OneMove> {
  const page = await slowedPage(browser);
  try {
    await page.goto(new URL(move.from, shellUrl).href);
    const link = page.locator(move.target.link).nth(move.target.index);
    await link.waitFor();
    await whenLinkIsTheApps(page, move.target);
    if (preload) {
      await link.hover();
      await page.waitForLoadState('networkidle');
    }
    let clicked = false;
    let scriptsAfterClick = 0;
    page.on('request', (request) => {
      if (clicked && request.resourceType() === 'script') scriptsAfterClick += 1;
    });
    clicked = true;
    const ms = await clickToContent(page, move.target);
    return { ms, scriptsAfterClick };
  } finally {
    await page.context().close();
  }
}

/** Each route change RUNS times cold and RUNS times preloaded, the medians. */
export async function measureRouteChanges(
  browser: Browser,
  shellUrl: string,
  progress: (line: string) => void,
): Promise<RouteChangeResult[]> {
  const results: RouteChangeResult[] = [];
  for (const move of ROUTE_CHANGES) {
    progress(`route change ${move.name}, cold and preloaded...`);
    const cold: OneMove[] = [];
    const preloaded: OneMove[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      cold.push(await oneMove(browser, shellUrl, move, false));
      preloaded.push(await oneMove(browser, shellUrl, move, true));
    }
    results.push({
      name: move.name,
      coldMs: median(cold.map((one) => one.ms)),
      preloadedMs: median(preloaded.map((one) => one.ms)),
      coldScriptsAfterClick: median(cold.map((one) => one.scriptsAfterClick)),
      preloadedScriptsAfterClick: median(preloaded.map((one) => one.scriptsAfterClick)),
      runs: RUNS,
    });
  }
  return results;
}

/** Route changes: ms from the click to the next page's content, cold and preloaded, against issue 25's goals. */
export function routeChangeReport(results: readonly RouteChangeResult[]): string {
  const cell = (ms: number, scripts: number, goal: number) => `${Math.round(ms)} ms (${scripts} scripts) ${ms <= goal ? 'ok' : 'OVER'}`;
  const runs = results[0]?.runs ?? 0;
  return table(
    [
      `route change, CPU 4x slower (median of ${runs})`,
      `cold (goal ${ROUTE_CHANGE_GOALS_MS.cold} ms)`,
      `hovered + idle (goal ${ROUTE_CHANGE_GOALS_MS.preloaded} ms)`,
    ],
    results.map((result) => [
      result.name,
      cell(result.coldMs, result.coldScriptsAfterClick, ROUTE_CHANGE_GOALS_MS.cold),
      cell(result.preloadedMs, result.preloadedScriptsAfterClick, ROUTE_CHANGE_GOALS_MS.preloaded),
    ]),
  );
}
