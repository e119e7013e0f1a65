import path from 'node:path';
import { SITE_PATHS, type SitemapData } from '@klob/shared/api-contract/site';
import { localUrlOf, portsWithOffset, startPlatform, stopPlatform, WORKSPACE_DIR, type PlatformPorts } from '../platform/processes';
import { portEnvName } from '../webpack/ports';
import { PAGE_JS_BUDGETS, SCRIPTS_BEFORE_FIRST_PAINT_GOAL, type BudgetedPage } from './budgets';
import { firstLoadVerdict, scriptsBeforeFirstPaintLine } from './first-load-budget';
import type { Browser } from 'playwright-core';
import { launchChromium, scriptsOfFirstLoad, type LoadedScript } from './page-load';

/**
 * `pnpm budget`, run by `pnpm test` right after `pnpm build`: serves the production builds, loads each
 * budgeted page once in Chromium with an empty cache, counts the JS bytes the browser downloads (as
 * transferred, in the encodings it asks for) until the network is idle, and fails (exit 1) when any page
 * is over its budget (PAGE_JS_BUDGETS). `<NAME>_PORT` variables override single ports.
 */
const BUDGET_PORT_OFFSET = 300;
const STATE_DIR = path.join(WORKSPACE_DIR, '.bench', 'budget-platform');
/** A campaign page of mf-company-landing (spec 1 §2.5). */
const CAMPAIGN_PAGE = '/rekrutmen-ptba';

function budgetPorts(env: NodeJS.ProcessEnv = process.env): PlatformPorts {
  const ports = portsWithOffset(BUDGET_PORT_OFFSET);
  for (const name of Object.keys(ports) as (keyof PlatformPorts)[]) {
    const fromEnv = env[portEnvName(name)];
    if (fromEnv) ports[name] = Number.parseInt(fromEnv, 10);
  }
  return ports;
}

/** A published job's detail page, as the api lists it for the sitemap. */
async function jobDetailPath(apiUrl: string): Promise<string> {
  const response = await fetch(new URL(SITE_PATHS.sitemapData, apiUrl));
  const { result } = (await response.json()) as { result: SitemapData };
  const job = result.jobs[0];
  if (!job) throw new Error('the api lists no published job to measure');
  return job.path;
}

/**
 * A load where a unit showed its fallback is not the page's load (a unit that did not mount downloads less): it is
 * loaded once more, and what went wrong is printed. Twice in a row fails the check.
 */
async function scriptsOfWholeLoad(browser: Browser, url: string, ports: PlatformPorts): Promise<LoadedScript[]> {
  try {
    return await scriptsOfFirstLoad(browser, url, ports);
  } catch (error) {
    console.error(`[budget] ${error instanceof Error ? error.message : String(error)}; loading it once more`);
    return scriptsOfFirstLoad(browser, url, ports);
  }
}

const ports = budgetPorts();
const stateFile = path.join(STATE_DIR, 'state.json');
await startPlatform({ ports, stateFile, logDir: path.join(STATE_DIR, 'logs') });
let over = true;
try {
  const pages: Record<BudgetedPage, string> = {
    '/': '/',
    '/jobs': '/jobs',
    'job detail': await jobDetailPath(localUrlOf(ports, 'api')),
    'campaign page': CAMPAIGN_PAGE,
  };
  const browser = await launchChromium();
  try {
    over = false;
    for (const [name, pagePath] of Object.entries(pages) as [BudgetedPage, string][]) {
      const scripts = await scriptsOfWholeLoad(browser, `${localUrlOf(ports, 'shell')}${pagePath}`, ports);
      const label = name === pagePath ? name : `${name} (${pagePath})`;
      const verdict = firstLoadVerdict(label, scripts, PAGE_JS_BUDGETS[name]);
      (verdict.over ? console.error : console.info)(`[budget] ${verdict.message}`);
      console.info(`[budget] ${scriptsBeforeFirstPaintLine(label, scripts, SCRIPTS_BEFORE_FIRST_PAINT_GOAL)}`);
      over ||= verdict.over;
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopPlatform(stateFile);
}
process.exit(over ? 1 : 0);
