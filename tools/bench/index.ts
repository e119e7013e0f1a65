import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localUrlOf } from '../platform/processes';
import { runApiBenchmarks, type ApiBenchResult } from './api-benchmarks';
import { MEASURED_PAGES } from './bench-constants';
import { RESULTS_DIR, withBenchPlatform } from './bench-platform';
import { checkBudgets } from './budgets';
import { clickToDetailReport, measureClickToDetail, type ClickToDetailResult } from './click-to-detail';
import { measureBuildTimes, type BuildTime } from './build-times';
import { chatWidgetReport, measureChatWidget } from './chat-widget';
import { launchChromium, withChromium } from './page-load';
import { compareWithMonolith } from './monolith-comparison';
import { monolithComparisonReport, type MonolithComparison } from './monolith-report';
import { measurePageWeight, type PageWeight } from './page-weight';
import { measureRouteChanges, routeChangeReport, type RouteChangeResult } from './route-changes';
import { searchBenchSection } from './search-bench';
import { deployBenchSection } from './deploy-bench';
import { lighthousePages, measureLighthouse } from './lighthouse';
import type { LighthouseResult } from './lighthouse-figures';
import { apiBenchReport, budgetReport, buildTimeReport, lighthouseReport, pageSplitReport, pageWeightReport } from './report';

/**
 * `pnpm bench` (`-- --skip-build` to measure the current builds): production build times, Lighthouse mobile
 * on the pages people land on, the JS each measured page transfers on first load by package and by app,
 * the api's load figures and the budgets.
 * A benchmark, not a test: a budget that is over is printed, never an exit code.
 */
const RESULTS_FILE = path.join(RESULTS_DIR, 'results.json');

const skipBuild = process.argv.includes('--skip-build');
const progress = (line: string) => console.info(`[bench] ${line}`);

interface PlatformFigures {
  pages: PageWeight[];
  api: ApiBenchResult[];
  clickToDetail: ClickToDetailResult;
  routeChanges: RouteChangeResult[];
  lighthouse: LighthouseResult[];
  monolith: MonolithComparison;
}

const measureRunningPlatform = (): Promise<PlatformFigures> =>
  withBenchPlatform(progress, async (ports, platform) => {
    const shellUrl = localUrlOf(ports, 'shell');
    const pages: PageWeight[] = [];
    let clickToDetail: ClickToDetailResult;
    let routeChanges: RouteChangeResult[];
    const browser = await launchChromium();
    try {
      for (const page of MEASURED_PAGES) {
        progress(`first load of ${page}...`);
        pages.push(await measurePageWeight(browser, shellUrl, page, ports));
      }
      progress('click to job detail, cold and preloaded...');
      clickToDetail = await measureClickToDetail(browser, shellUrl);
      routeChanges = await measureRouteChanges(browser, shellUrl, progress);
    } finally {
      await browser.close();
    }
    const lighthouse = await measureLighthouse(shellUrl, await lighthousePages(shellUrl), progress);
    const monolith = await withChromium((chromium) => compareWithMonolith(chromium, shellUrl, ports, progress));
    const api = await runApiBenchmarks(localUrlOf(ports, 'api'), progress);
    console.info(`\n${await searchBenchSection(shellUrl, ports, progress)}\n`);
    if (platform.deployDir) console.info(`\n${await deployBenchSection(platform.deployDir, ports, progress)}\n`);
    return { pages, api, clickToDetail, routeChanges, lighthouse, monolith };
  });

const buildTimes: BuildTime[] = skipBuild ? [] : await measureBuildTimes(progress);
const { pages, api, clickToDetail, routeChanges, lighthouse, monolith } = await measureRunningPlatform();
const allSix = buildTimes.find((time) => time.target === 'all six');
const budgets = checkBudgets({ allAppsBuildSeconds: allSix?.ok ? allSix.seconds : null });

const sections = [
  lighthouseReport(lighthouse),
  monolithComparisonReport(monolith),
  pageWeightReport(pages),
  ...pages.map(pageSplitReport),
  buildTimes.length > 0 ? buildTimeReport(buildTimes) : 'production builds: not measured (--skip-build)',
  apiBenchReport(api),
  clickToDetailReport(clickToDetail),
  routeChangeReport(routeChanges),
  budgetReport(budgets),
];
console.info(
  `\n${sections.join('\n\n')}\n\n(KB = 1024 bytes; sizes are the gzip bytes on the wire, split by package with the source maps)`,
);
for (const failed of buildTimes.filter((time) => !time.ok)) console.warn(`\n${failed.target} build failed:\n${failed.failure}`);
console.info(`\n${chatWidgetReport(await measureChatWidget(progress))}`);

fs.mkdirSync(RESULTS_DIR, { recursive: true });
const machine = { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}` };
fs.writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, lighthouse, monolith, pages, buildTimes, api, clickToDetail, routeChanges, budgets }, null, 2)}\n`,
);
console.info(`results: ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
