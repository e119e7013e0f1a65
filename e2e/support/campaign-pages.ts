import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appDirOf } from '../../tools/platform/processes';

/** What the e2e suites read of a campaign page configuration (mf-company-landing's CampaignConfig). */
export interface CampaignConfig {
  path: string;
  partner: { corporateId: string };
  vacancyKeyword?: string;
  texts: { id: { title: string } };
}

/**
 * The partner teams' configuration files (mf-company-landing's README "Adding a campaign page"): data the suites
 * compare the pages with (which partner's vacancies a page lists). Only the files are read, by path: e2e
 * imports no app module; paths and names of the pages come from the published routes (published-routes.ts).
 */
export const CAMPAIGN_PAGES_DIR = path.join(appDirOf('mf_company_landing'), 'src', 'campaigns', 'pages');

export async function campaignPagesFromSource(): Promise<{ file: string; config: CampaignConfig }[]> {
  const files = readdirSync(CAMPAIGN_PAGES_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const loaded = (await import(pathToFileURL(path.join(CAMPAIGN_PAGES_DIR, file)).href)) as { default: CampaignConfig };
      return { file, config: loaded.default };
    }),
  );
}
