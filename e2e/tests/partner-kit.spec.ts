import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runScript, WORKSPACE_DIR } from '../../tools/platform/processes';
import { runOpsCommand } from '../support/ops-commands';
import { buildPartnerRemote } from '../support/partner-kit';
import { COMING_SOON_PATH } from '../support/routes';
import { loadedProviders } from '../support/share-scope';

const REMOTE = 'mf-company-landing';
/** What the partner's unit uses from the page: React, emotion and the kit's own core. */
const PAGE_SINGLETONS = ['react', 'react-dom', '@emotion/react', '@klob/shared'] as const;
const GATE_SCRIPT = path.join(WORKSPACE_DIR, 'tools/gate/cli.ts');

test('a campaign remote built outside the workspace from the packed kit passes pnpm gate, deploys, renders in the shell with its styles on the shell copy of every singleton (@klob/shared included), and rolls back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const partner = await buildPartnerRemote();
  try {
    const gate = await runScript({ script: GATE_SCRIPT, args: [REMOTE, partner.distDir], cwd: WORKSPACE_DIR });
    expect(gate.code, gate.output).toBe(0);
    expect(gate.stdout).toContain(`[gate] ${REMOTE}`);
    expect(gate.stdout).toContain('accepted');

    const deploy = await runOpsCommand('deploy:remote', [REMOTE, partner.distDir]);
    expect(deploy.code, deploy.output).toBe(0);
    expect(deploy.stdout).toContain(`${REMOTE}: health check passed`);
    try {
      await page.goto(COMING_SOON_PATH);
      const campaign = page.getByTestId('partner-kit-campaign');
      await expect(campaign).toHaveText(`Kampanye mitra ${COMING_SOON_PATH}`);
      // The css prop went through emotion's JSX runtime and the unit's own cache: the style applies.
      await expect(campaign).toHaveCSS('text-align', 'center');
      await expect(page.getByRole('banner')).toBeVisible();
      // Every singleton the partner's unit runs on is the shell's one copy, the kit's core included.
      const providers = await page.evaluate(loadedProviders, [...PAGE_SINGLETONS]);
      for (const name of PAGE_SINGLETONS)
        expect(providers[name], `loaded providers of ${name}`).toEqual([expect.stringMatching(/ from shell$/)]);
    } finally {
      const rollback = await runOpsCommand('rollback', [REMOTE]);
      expect(rollback.code, rollback.output).toBe(0);
    }
    await page.reload();
    await expect(page.getByTestId('campaign-headline')).toBeVisible();
    await expect(page.getByTestId('partner-kit-campaign')).toHaveCount(0);
  } finally {
    partner.dispose();
  }
});
