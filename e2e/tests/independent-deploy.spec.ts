import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDirOf } from '../../tools/platform/processes';
import { snapshotFolder } from '../support/dist-snapshot';
import { publishedCampaigns } from '../support/published-routes';
import { buildEditedCopy, deployBuild, replaceStringLiteral } from '../support/remote-deploy';
import { COMING_SOON_PATH } from '../support/routes';

/** A production build of one remote on 2 cores, with the other apps' servers running. */
const REBUILD_TIMEOUT_MS = 240_000;
const CAMPAIGNS_SOURCE = 'src/campaigns/campaigns.ts';

test('independent deploy: a rebuilt mf-company-landing alone changes the campaign headline; the shell files stay as they were', async ({
  page,
}) => {
  test.setTimeout(REBUILD_TIMEOUT_MS + 60_000);
  const campaign = publishedCampaigns().find((candidate) => candidate.path === COMING_SOON_PATH);
  if (!campaign?.title?.id) throw new Error(`mf-company-landing publishes no named campaign at ${COMING_SOON_PATH}`);
  const originalHeadline = campaign.title.id;
  const editedHeadline = `${originalHeadline} (e2e ${Date.now()})`;
  const headline = page.getByTestId('campaign-headline');
  const shellDistBefore = snapshotFolder(distDirOf('shell'));

  await page.goto(COMING_SOON_PATH);
  await expect(headline).toHaveText(originalHeadline);

  const edited = await buildEditedCopy('mf_company_landing', (copyDir) =>
    replaceStringLiteral(path.join(copyDir, CAMPAIGNS_SOURCE), originalHeadline, editedHeadline),
  );
  try {
    const deployment = await deployBuild('mf_company_landing', edited.distDir);
    try {
      await page.reload();
      await expect(headline).toHaveText(editedHeadline);
    } finally {
      await deployment.restore();
    }
  } finally {
    edited.dispose();
  }

  expect(snapshotFolder(distDirOf('shell')), 'the shell dist/ changed').toEqual(shellDistBefore);
  // Rolled back with pnpm rollback: the original headline is served again.
  await page.reload();
  await expect(headline).toHaveText(originalHeadline);
});
