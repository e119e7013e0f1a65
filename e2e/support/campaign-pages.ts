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

export const CAMPAIGN_PAGES_DIR = path.join(appDirOf('mf_company_landing'), 'src/campaigns/pages');

/** mf-company-landing's campaign page configurations (one file each), read as the build reads them. */
export async function campaignPagesFromSource(): Promise<{ file: string; config: CampaignConfig }[]> {
  const files = readdirSync(CAMPAIGN_PAGES_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      config: ((await import(pathToFileURL(path.join(CAMPAIGN_PAGES_DIR, file)).href)) as { default: CampaignConfig }).default,
    })),
  );
}
