import { expect, test, type Page, type Response } from '@playwright/test';
import { cspDirectivesOf } from '../../tools/serve/testing/proxy-probes';
import { localUrlOf } from '../../tools/platform/processes';
import { REMOTE_NAMES } from '../../tools/webpack/ports';
import { communityInvitationsFromApi } from '../support/api-data';
import { E2E_PORTS } from '../support/e2e-platform';
import { communityPopup, mainHeading } from '../support/klob-page';
import { COMING_SOON_PATH, HOME_PATH } from '../support/routes';

/** What the page reported about its Content-Security-Policy: violation events and the console's refusals. */
interface CspReports {
  violations: () => Promise<string[]>;
  consoleRefusals: string[];
}

const VIOLATIONS_KEY = '__klobCspViolations';

/** Listens before any script of the page runs, so a violation while booting is caught too. */
async function watchCsp(page: Page): Promise<CspReports> {
  await page.addInitScript((key) => {
    const violations: string[] = [];
    Object.assign(window, { [key]: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, VIOLATIONS_KEY);
  const consoleRefusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleRefusals.push(message.text());
  });
  return {
    consoleRefusals,
    violations: () => page.evaluate((key) => [...((window as unknown as Record<string, string[]>)[key] ?? [])], VIOLATIONS_KEY),
  };
}

function expectShellHeaders(response: Response | null): Record<string, string[]> {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response!.headers();
  const csp = cspDirectivesOf(headers['content-security-policy']);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  return csp;
}

async function expectNoCspReport(reports: CspReports): Promise<void> {
  expect(await reports.violations(), 'securitypolicyviolation events').toEqual([]);
  expect(reports.consoleRefusals, 'CSP refusals in the console').toEqual([]);
}

test("issue 6: the shell's CSP allows the remotes of its manifest, and / works under it without a violation", async ({ page }) => {
  const reports = await watchCsp(page);
  const csp = expectShellHeaders(await page.goto(HOME_PATH));
  const remoteOrigins = REMOTE_NAMES.map((name) => localUrlOf(E2E_PORTS, name));
  expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
  expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));

  await expect(mainHeading(page)).not.toBeEmpty();
  await expect(communityPopup(page).closedToggle).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoCspReport(reports);
});

test('issue 6 (hole 3): what every browser reads at start-up, /environment.json, holds no chat credential', async ({ request }) => {
  const response = await request.get('/environment.json');
  expect(response.ok()).toBe(true);
  const environment = (await response.json()) as Record<string, unknown>;
  // The environment's name and the sign-in providers' public addresses, nothing else.
  expect(Object.keys(environment).sort()).toEqual(['environment', 'signInProviders']);
  for (const address of Object.values(environment.signInProviders as Record<string, unknown>)) expect(typeof address).toBe('string');
  expect(JSON.stringify(environment)).not.toMatch(/password|secret|credential|basic/i);
});

test('issue 6: /UI-CISE2021 (mf-company-landing, its image from its own origin) works under the CSP without a violation', async ({
  page,
}) => {
  const reports = await watchCsp(page);
  expectShellHeaders(await page.goto(COMING_SOON_PATH));

  const image = page.getByRole('main').locator('img').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(mainHeading(page)).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expectNoCspReport(reports);
});

test('issue 6: the community popup (mf-chat) opens and lists its links under the CSP without a violation', async ({ page, request }) => {
  const invitations = await communityInvitationsFromApi(request);
  const reports = await watchCsp(page);
  expectShellHeaders(await page.goto(HOME_PATH));
  const popup = communityPopup(page);

  await popup.closedToggle.click();
  await expect(popup.panel).toBeVisible();
  await expect(popup.panel.getByRole('link')).toHaveCount(invitations.length);
  await page.waitForLoadState('networkidle');
  await expectNoCspReport(reports);
});

test('issue 6: every remote loads its entry from its own origin under the CSP (/status/remotes) without a violation', async ({ page }) => {
  const reports = await watchCsp(page);
  expectShellHeaders(await page.goto('/status/remotes'));

  await expect(page.locator('td[data-state="ok"]')).toHaveCount(REMOTE_NAMES.length);
  await page.waitForLoadState('networkidle');
  await expectNoCspReport(reports);
});

test('issue 6: the policy is enforced: an injected inline script and a script of another origin are refused and reported', async ({
  page,
}) => {
  const reports = await watchCsp(page);
  await page.goto(HOME_PATH);
  await expect(mainHeading(page)).not.toBeEmpty();
  // The api's own port is not one of the page's origins (the page reaches the api through the shell).
  const foreignScript = `${localUrlOf(E2E_PORTS, 'api')}/health`;

  await page.evaluate((src) => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__klobInlineRan = true;';
    document.body.append(inline);
    const foreign = document.createElement('script');
    foreign.src = src;
    document.body.append(foreign);
  }, foreignScript);

  await expect
    .poll(reports.violations)
    .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src(-elem)? blocked inline/), expect.stringContaining(foreignScript)]));
  expect(await page.evaluate(() => (window as unknown as { __klobInlineRan?: boolean }).__klobInlineRan)).toBeUndefined();
});
