import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localUrlOf, portsWithOffset, startPlatform, stopPlatform, WORKSPACE_DIR } from '../platform/processes';
import { runApiBenchmarks, type ApiBenchResult } from './api-benchmarks';
import { BENCH_PORT_OFFSET, MEASURED_PAGES } from './bench-constants';
import { checkBudgets } from './budgets';
import { clickToDetailReport, measureClickToDetail, type ClickToDetailResult } from './click-to-detail';
import { measureBuildTimes, type BuildTime } from './build-times';
import { chatWidgetReport, measureChatWidget } from './chat-widget';
import { launchChromium } from './page-load';
import { measurePageWeight, type PageWeight } from './page-weight';
import { searchBenchSection } from './search-bench';
import { deployBenchSection } from './deploy-bench';
import { apiBenchReport, budgetReport, buildTimeReport, pageSplitReport, pageWeightReport } from './report';

/**
 * `pnpm bench` (`-- --skip-build` to measure the current builds): production build times, the JS each
 * measured page transfers on first load by package and by app, the api's load figures and the budgets.
 * A benchmark, not a test: a budget that is over is printed, never an exit code.
 */
const RESULTS_DIR = path.join(WORKSPACE_DIR, '.bench');
const RESULTS_FILE = path.join(RESULTS_DIR, 'results.json');
const PLATFORM_STATE_FILE = path.join(RESULTS_DIR, 'platform', 'state.json');
const PLATFORM_LOG_DIR = path.join(RESULTS_DIR, 'platform', 'logs');

const skipBuild = process.argv.includes('--skip-build');
const progress = (line: string) => console.info(`[bench] ${line}`);

async function measureRunningPlatform(): Promise<{ pages: PageWeight[]; api: ApiBenchResult[]; clickToDetail: ClickToDetailResult }> {
  const ports = portsWithOffset(BENCH_PORT_OFFSET);
  progress(`starting the platform (shell on ${ports.shell}, api on ${ports.api})...`);
  const platform = await startPlatform({ ports, stateFile: PLATFORM_STATE_FILE, logDir: PLATFORM_LOG_DIR });
  const stopOnInterrupt = () => void stopPlatform(PLATFORM_STATE_FILE).finally(() => process.exit(130));
  process.once('SIGINT', stopOnInterrupt);
  try {
    const pages: PageWeight[] = [];
    let clickToDetail: ClickToDetailResult;
    const browser = await launchChromium();
    try {
      for (const page of MEASURED_PAGES) {
        progress(`first load of ${page}...`);
        pages.push(await measurePageWeight(browser, localUrlOf(ports, 'shell'), page, ports));
      }
      progress('click to job detail, cold and preloaded...');
      clickToDetail = await measureClickToDetail(browser, localUrlOf(ports, 'shell'));
    } finally {
      await browser.close();
    }
    const api = await runApiBenchmarks(localUrlOf(ports, 'api'), progress);
    console.info(`\n${await searchBenchSection(localUrlOf(ports, 'shell'), ports, progress)}\n`);
    if (platform.deployDir) console.info(`\n${await deployBenchSection(platform.deployDir, ports, progress)}\n`);
    return { pages, api, clickToDetail };
  } finally {
    process.off('SIGINT', stopOnInterrupt);
    await stopPlatform(PLATFORM_STATE_FILE);
  }
}

const buildTimes: BuildTime[] = skipBuild ? [] : await measureBuildTimes(progress);
const { pages, api, clickToDetail } = await measureRunningPlatform();
const allSix = buildTimes.find((time) => time.target === 'all six');
const budgets = checkBudgets({ allAppsBuildSeconds: allSix?.ok ? allSix.seconds : null });

const sections = [
  pageWeightReport(pages),
  ...pages.map(pageSplitReport),
  buildTimes.length > 0 ? buildTimeReport(buildTimes) : 'production builds: not measured (--skip-build)',
  apiBenchReport(api),
  clickToDetailReport(clickToDetail),
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
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, pages, buildTimes, api, clickToDetail, budgets }, null, 2)}\n`,
);
console.info(`results: ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
