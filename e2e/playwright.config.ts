import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/platform/chromium';
import { SHELL_URL } from './support/e2e-platform';

const isCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // The platform is one set of servers, and one test stops and restarts one of them: never in parallel.
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
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true } },
    },
  ],
});
