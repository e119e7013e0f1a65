import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/platform/chromium';
import { SHELL_URL } from './support/e2e-platform';

const isCi = Boolean(process.env.CI);

/**
 * Specs that change the platform every other test sees: they stop or restart a server, deploy, roll back or switch off
 * a remote, republish texts or routes, or serve another build; and the telemetry spec, which reads what every page
 * reported in the last hour (another lane's pages would outweigh the remote it makes slow), and the first-screen spec,
 * whose server waits a bounded time for the api (a busy second lane makes it send pages without their data). They run
 * first, one at a time, with nothing beside them.
 */
const PLATFORM_CHANGING = [
  'first-screen',
  'independent-deploy',
  'journey-apply',
  'kill-switch',
  'landing-fallback',
  'landing-recipe',
  'partner-kit',
  'remote-deploy',
  'remote-down',
  'remote-integrity',
  'remote-telemetry',
  'shell-reduced-routes',
  'texts-published',
  'version-skew',
];
/**
 * Specs that only read the platform as a visitor or sign in to look (no account's data is written), so they can run
 * beside the main lane on the machine's second core: the fault specs (most of their time a remote held back on purpose
 * for 20 s), the route crawl, the layout-shift specs and the visitor's pages. About as long as the main lane.
 */
const READ_ONLY_LANE = [
  'fault-matrix',
  'fault-product-pages',
  'route-crawl',
  'layout-shift',
  'landing-layout-shift',
  'content-sitemap',
  'forms-texts',
  'journey-visitor',
  'landing-campaigns',
  'landing-events',
  'language',
  'not-found',
  'route-status',
  'search-pages',
  'security',
  'shell-routes-extra',
];
const specsOf = (names: readonly string[]) => names.map((name) => `**/${name}.spec.ts`);
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true },
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // The platform is one set of servers: the specs that change it run alone first, then the `main` and `read-only` lanes.
  // Two workers run the two lanes side by side (e2e in about 27 min instead of 33), but each such run so far met one more
  // test that fails only under the other lane's load; until those are found the lanes run one after the other.
  workers: 1,
  fullyParallel: false,
  // Zero retries: a test that passes only on its second try is a failure to fix (each stateful test has its own data).
  retries: 0,
  forbidOnly: isCi,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'platform-changing', testMatch: specsOf(PLATFORM_CHANGING), workers: 1, use: chromium },
    {
      name: 'main',
      testIgnore: specsOf([...PLATFORM_CHANGING, ...READ_ONLY_LANE]),
      dependencies: ['platform-changing'],
      workers: 1,
      use: chromium,
    },
    { name: 'read-only', testMatch: specsOf(READ_ONLY_LANE), dependencies: ['platform-changing'], workers: 1, use: chromium },
  ],
});
