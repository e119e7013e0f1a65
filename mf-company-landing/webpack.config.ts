import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KlobAppDefinition } from '@klob/tools/webpack';
import { campaignSetProblems } from './src/campaigns/campaign-config';
import { CAMPAIGN_PAGES_FOLDER, loadCampaignPageFiles } from './src/campaigns/campaign-pages-on-disk';
import { publishedTexts } from './src/texts';

const CAMPAIGN_PAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), CAMPAIGN_PAGES_FOLDER);

/** The build refuses a campaign page whose configuration is invalid, naming the file and the field (README "Adding a campaign page"). */
async function validateCampaignPages(): Promise<void> {
  const problems = campaignSetProblems(await loadCampaignPageFiles(CAMPAIGN_PAGES_DIR));
  if (problems.length > 0) throw new Error(`Invalid campaign page configuration:\n- ${problems.join('\n- ')}`);
}

await validateCampaignPages();

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const companyLanding: KlobAppDefinition = {
  federationName: 'mf_company_landing',
  kind: 'remote',
  title: 'mf-company-landing harness',
  devProxyPaths: ['/rest', '/locale', '/files', '/static'],
  // Published as dist/locales/ with this build; the api serves them from this app's origin (issue 23).
  texts: publishedTexts,
};

export default companyLanding;
