import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDirOf, STATIC_APPS } from '../../tools/platform/processes';
import { snapshotFolder } from '../support/dist-snapshot';
import { runOpsCommand } from '../support/ops-commands';
import { buildEditedCopy, replaceStringLiteral } from '../support/remote-deploy';
import { publishedCampaigns } from '../support/published-routes';
import { COMING_SOON_PATH } from '../support/routes';

/** A production build of one remote on 2 cores, with the other apps' servers running. */
const REBUILD_TIMEOUT_MS = 240_000;
const CAMPAIGNS_SOURCE = 'src/campaigns/campaigns.ts';
const REMOTE = 'mf-company-landing';

const campaign = publishedCampaigns().find((candidate) => candidate.path === COMING_SOON_PATH);
if (!campaign?.title?.id) throw new Error(`mf-company-landing publishes no named campaign at ${COMING_SOON_PATH}`);
const originalHeadline = campaign.title.id;

const headlineOf = (page: Page) => page.getByTestId('campaign-headline');
const snapshotDists = () => Object.fromEntries(STATIC_APPS.map((app) => [app, snapshotFolder(distDirOf(app))]));

/** A copy of mf-company-landing's real build in a temporary folder, with `spoil` applied to it. */
function spoiledCopy(spoil: (distDir: string) => void): { distDir: string; dispose(): void } {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-e2e-spoiled-'));
  const distDir = path.join(workDir, 'dist');
  fs.cpSync(distDirOf('mf_company_landing'), distDir, { recursive: true });
  spoil(distDir);
  return { distDir, dispose: () => fs.rmSync(workDir, { recursive: true, force: true }) };
}

test('pnpm deploy:remote swaps a changed mf-company-landing in while the platform runs, pnpm rollback brings the old one back; every dist/ stays byte-identical', async ({
  page,
}) => {
  test.setTimeout(REBUILD_TIMEOUT_MS + 120_000);
  const editedHeadline = `${originalHeadline} (deploy ${Date.now()})`;
  const distsBefore = snapshotDists();

  await page.goto(COMING_SOON_PATH);
  await expect(headlineOf(page)).toHaveText(originalHeadline);

  const edited = await buildEditedCopy('mf_company_landing', (copyDir) =>
    replaceStringLiteral(path.join(copyDir, CAMPAIGNS_SOURCE), originalHeadline, editedHeadline),
  );
  try {
    const deploy = await runOpsCommand('deploy:remote', [REMOTE, edited.distDir]);
    expect(deploy.code, deploy.output).toBe(0);
    expect(deploy.stdout).toMatch(
      /mf-company-landing: deployed \w+-\d{8}T\d{6}Z \(0\.1\.0, built [^)]+\) in [\d.]+ s, replacing \w+-\d{8}T\d{6}Z/,
    );
    expect(deploy.stdout).toContain('mf-company-landing: health check passed');

    // The next page load runs the new build: nothing was rebuilt or restarted.
    await page.reload();
    await expect(headlineOf(page)).toHaveText(editedHeadline);

    const rollback = await runOpsCommand('rollback', [REMOTE]);
    expect(rollback.code, rollback.output).toBe(0);
    expect(rollback.stdout).toMatch(
      /mf-company-landing: rolled back in [\d.]+ s to \w+-\d{8}T\d{6}Z .* is kept \(a second rollback restores it\)/,
    );
    await page.reload();
    await expect(headlineOf(page)).toHaveText(originalHeadline);
  } finally {
    edited.dispose();
  }
  expect(snapshotDists(), 'a dist/ changed').toEqual(distsBefore);
});

test('a broken build is refused by the check, one that fails in the browser is rolled back by the health check; the page keeps working', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const distsBefore = snapshotDists();

  const withoutUnit = spoiledCopy((distDir) => {
    const file = path.join(distDir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { exposes: { name: string }[] };
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'campaign-page');
    fs.writeFileSync(file, JSON.stringify(manifest));
  });
  const throwingEntry = spoiledCopy((distDir) =>
    fs.writeFileSync(path.join(distDir, 'remoteEntry.js'), 'throw new Error("a broken build");\n'),
  );
  try {
    const refused = await runOpsCommand('deploy:remote', [REMOTE, withoutUnit.distDir]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`mf-company-landing: the build in ${withoutUnit.distDir} is refused`);
    expect(refused.stdout).toContain("exposes: does not expose './campaign-page', which the shell loads");

    const rolledBack = await runOpsCommand('deploy:remote', [REMOTE, throwingEntry.distDir]);
    expect(rolledBack.code).toBe(1);
    expect(rolledBack.stdout).toContain('mf-company-landing: the health check failed');
    expect(rolledBack.stdout).toContain("mf_company_landing/campaign-page did not load in the shell's page");
    expect(rolledBack.stdout).toMatch(/mf-company-landing: rolled back to \S+ .*; the failed build \S+ .* is removed/);
  } finally {
    withoutUnit.dispose();
    throwingEntry.dispose();
  }

  // Neither build reached a visitor for good: the page renders the build that was served before.
  await page.goto(COMING_SOON_PATH);
  await expect(headlineOf(page)).toHaveText(originalHeadline);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(snapshotDists(), 'a dist/ changed').toEqual(distsBefore);
});
