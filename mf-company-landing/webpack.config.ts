import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { KlobAppDefinition } from '@klob/tools/webpack';
import { campaignSetProblems, type CampaignConfig } from './src/campaigns/campaign-config';

const CAMPAIGN_PAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/campaigns/pages');

/** The build refuses a campaign page whose configuration is invalid, naming the file and the field (README "Adding a campaign page"). */
async function validateCampaignPages(): Promise<void> {
  const files = readdirSync(CAMPAIGN_PAGES_DIR).filter((file) => file.endsWith('.ts'));
  const pages = await Promise.all(
    files.map(async (file) => {
      const loaded = (await import(pathToFileURL(path.join(CAMPAIGN_PAGES_DIR, file)).href)) as { default?: CampaignConfig };
      return { file, config: loaded.default ?? ({} as CampaignConfig) };
    }),
  );
  const problems = campaignSetProblems(pages);
  if (problems.length > 0) throw new Error(`Invalid campaign page configuration:\n- ${problems.join('\n- ')}`);
}

await validateCampaignPages();

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const companyLanding: KlobAppDefinition = {
  federationName: 'mf_company_landing',
  kind: 'remote',
  title: 'mf-company-landing harness',
  devProxyPaths: ['/rest', '/locale', '/files', '/static'],
};

export default companyLanding;
