import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDirOf } from '../../tools/platform/processes';
import { communityPopup, mainHeading } from '../support/klob-page';
import { e2eDeployDir, runOpsCommand } from '../support/ops-commands';
import { HOME_PATH } from '../support/routes';

test('a deployed remote entry changed by hand is refused in its own slot only, with the reason logged; the rest of the page works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Deploy a copy of mf-chat's build, so the file changed by hand is the deployed one, never the real dist/.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-e2e-integrity-'));
  const candidate = path.join(workDir, 'dist');
  fs.cpSync(distDirOf('mf_chat'), candidate, { recursive: true });
  const popup = communityPopup(page);
  try {
    const deploy = await runOpsCommand('deploy:remote', ['mf-chat', candidate]);
    expect(deploy.code, deploy.output).toBe(0);

    const servedEntry = path.join(e2eDeployDir(), 'mf-chat', 'current', 'remoteEntry.js');
    fs.appendFileSync(servedEntry, '\n;globalThis.__changedByHand = true;\n');

    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[klob] mf_chat:')) refusals.push(message.text());
    });
    await page.goto(HOME_PATH);
    await expect(popup.fallback).toBeVisible({ timeout: 30_000 });
    await expect(popup.root).toHaveCount(0);
    expect(refusals.join('\n')).toMatch(
      /\[klob\] mf_chat: its entry http:\/\/localhost:\d+\/remoteEntry\.js was refused: its bytes do not match the hash in the remotes manifest \(expected sha384-\S+, served sha384-\S+\)/,
    );
    // The browser never ran the changed bytes (Subresource Integrity).
    expect(await page.evaluate(() => '__changedByHand' in globalThis)).toBe(false);
    // The rest of the page works: the shell's heading and header, and another remote's slot.
    await expect(mainHeading(page)).not.toBeEmpty();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByTestId('search-box-stand-in').click();
    await expect(page.getByTestId('search-box')).toBeVisible();
  } finally {
    const rollback = await runOpsCommand('rollback', ['mf-chat']);
    expect(rollback.code, rollback.output).toBe(0);
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  // Rolled back to the build the platform started with, whose recorded hash matches: the popup loads again.
  await page.reload();
  await expect(popup.closedToggle).toBeVisible();
});
