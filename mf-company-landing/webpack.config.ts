import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KlobAppDefinition } from '@klob/tools/webpack';
import { campaignSetProblems } from './src/campaigns/campaign-config';
import { CAMPAIGN_PAGES_FOLDER, loadCampaignPageFiles } from './src/campaigns/campaign-pages-on-disk';
import { publishedTexts } from './src/texts';
import { companyLandingRoutes } from './src/routes';

const CAMPAIGN_PAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), CAMPAIGN_PAGES_FOLDER);

/** The build refuses a campaign page whose configuration is invalid, naming the file and the field (README "Adding a campaign page"). */
async function validCampaignPages() {
  const pageFiles = await loadCampaignPageFiles(CAMPAIGN_PAGES_DIR);
  const problems = campaignSetProblems(pageFiles);
  if (problems.length > 0) throw new Error(`Invalid campaign page configuration:\n- ${problems.join('\n- ')}`);
  return pageFiles.map(({ config }) => config);
}

const campaignPages = await validCampaignPages();

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const companyLanding: KlobAppDefinition = {
  federationName: 'mf_company_landing',
  kind: 'remote',
  // Published as dist/klob-routes.json with one route per campaign page: a new page ships with this remote alone.
  routes: companyLandingRoutes(campaignPages),
  title: 'mf-company-landing harness',
  devProxyPaths: ['/rest', '/locale', '/files', '/static'],
  // Published as dist/locales/ with this build; the api serves them from this app's origin (issue 23).
  texts: publishedTexts,
  // Issue 25: its public pages' first screens (campaigns, events, CMS pages), rendered by the shell's server into the page's HTML.
  firstScreen: './src/first-screen.ts',
};

export default companyLanding;
