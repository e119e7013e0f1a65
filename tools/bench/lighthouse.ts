import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { IDENTITY_PATHS, type AuthTokens } from '@klob/shared/api-contract/identity';
import { LOCAL_STORAGE_KEYS } from '@klob/shared/constants';
import { SIGNED_IN_COOKIE } from '@klob/shared/first-screen/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WITHOUT_BROWSER_UI_WORK } from '../platform/chromium';
import { DEMO_SIGN_IN } from './bench-constants';
import { figuresOfReport, medianFigures, type LighthouseFigures, type LighthouseResult } from './lighthouse-figures';
import { CAMPAIGN_PAGE, jobDetailPath } from './site-pages';
import { PRESET_CPU_SLOWDOWN } from './cpu-calibration';

/** A page Lighthouse measures; `signedIn` pages are loaded with the demo job seeker's session in the shell's storage. */
export interface LighthousePage {
  name: string;
  path: string;
  signedIn: boolean;
}

/** Issue 25: three runs per page, the median of each figure. */
export const LIGHTHOUSE_RUNS = 3;

/** The page names `pnpm bench:lighthouse` accepts, in the order of the report. */
export const LIGHTHOUSE_PAGE_NAMES = ['/', '/jobs', 'job detail', 'campaign page', '/home/kloboard'] as const;

/** Issue 25's pages: where people land, and the job seeker's home signed in. */
export async function lighthousePages(shellUrl: string, names: readonly string[] = LIGHTHOUSE_PAGE_NAMES): Promise<LighthousePage[]> {
  const all: LighthousePage[] = [
    { name: '/', path: '/', signedIn: false },
    { name: '/jobs', path: '/jobs', signedIn: false },
    { name: 'job detail', path: names.includes('job detail') ? await jobDetailPath(shellUrl) : '', signedIn: false },
    { name: 'campaign page', path: CAMPAIGN_PAGE, signedIn: false },
    { name: '/home/kloboard', path: '/home/kloboard', signedIn: true },
  ];
  const unknown = names.filter((name) => !all.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`unknown page ${unknown.join(', ')}: choose from ${LIGHTHOUSE_PAGE_NAMES.join(', ')}`);
  return all.filter((page) => names.includes(page.name));
}

/**
 * Signs the demo job seeker in through the real api (via the shell's origin) and stores the session
 * where the shell keeps it (local storage `auth` and `timeZone`, shell/src/auth, and the signed-in cookie its server reads), then
 * empties the cache the visit filled.
 */
async function storeSession(page: Page, shellUrl: string): Promise<void> {
  const response = await fetch(new URL(IDENTITY_PATHS.loginEmail, shellUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SIGN_IN),
  });
  if (!response.ok) throw new Error(`sign-in for Lighthouse answered ${response.status}`);
  const { result: tokens } = (await response.json()) as { result: AuthTokens };
  const stored = {
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    userId: tokens.userId,
    email: tokens.email,
  };
  // A file of the shell's origin that starts no app: the storage belongs to the origin.
  await page.goto(new URL('/remotes.json', shellUrl).href);
  await page.evaluate((key, value) => window.localStorage.setItem(key, value), LOCAL_STORAGE_KEYS.auth, JSON.stringify(stored));
  // As the shell keeps it while someone is signed in: its server then draws a signed-in page's frame, not a guest's page.
  await page.evaluate((cookie) => (document.cookie = `${cookie}=1; Path=/; SameSite=Lax`), SIGNED_IN_COOKIE);
  // As the shell keeps it once it sent a request (the sign-in's among them): the zone is read from this machine, here,
  // not in the browser, whose first reading would load its zone data before the measured load.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  await page.evaluate((key, value) => window.localStorage.setItem(key, value), LOCAL_STORAGE_KEYS.timeZone, zone);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

const FLAGS: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };

/** One Lighthouse run in a fresh headless Chromium (empty cache and storage). */
async function oneRun(shellUrl: string, page: LighthousePage, cpuSlowdown: number): Promise<LighthouseFigures> {
  const browser: Browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, WITHOUT_BROWSER_UI_WORK],
  });
  try {
    const tab = await browser.newPage();
    if (page.signedIn) await storeSession(tab, shellUrl);
    // A signed-in run keeps the storage it just set; the browser is fresh and its cache emptied, so the load is still cold.
    const flags: Flags = { ...FLAGS, disableStorageReset: page.signedIn, throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
    const result = await lighthouse(new URL(page.path, shellUrl).href, flags, undefined, tab);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${result.lhr.runtimeError.message}`);
    // A session the shell refused would measure the page it sends a visitor to instead.
    const shownPath = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (shownPath !== new URL(page.path, shellUrl).pathname) throw new Error(`Lighthouse measured ${shownPath} instead of ${page.path}`);
    return figuresOfReport(result.lhr);
  } finally {
    await browser.close();
  }
}

export interface LighthouseOptions {
  runs?: number;
  /** Lighthouse's CPU slowdown; the preset's 4x unless calibrated for a slower host (cpu-calibration.ts). */
  cpuSlowdown?: number;
}

/** Lighthouse mobile on each page, LIGHTHOUSE_RUNS times, the median of each figure. */
export async function measureLighthouse(
  shellUrl: string,
  pages: readonly LighthousePage[],
  progress: (line: string) => void,
  { runs = LIGHTHOUSE_RUNS, cpuSlowdown = PRESET_CPU_SLOWDOWN }: LighthouseOptions = {},
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const figures: LighthouseFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      progress(`Lighthouse mobile ${page.name} (${page.path}), run ${run} of ${runs}...`);
      figures.push(await oneRun(shellUrl, page, cpuSlowdown));
    }
    results.push({ page: page.name, path: page.path, runs, cpuSlowdown, ...medianFigures(figures) });
  }
  return results;
}
