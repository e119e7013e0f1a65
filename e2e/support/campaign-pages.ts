import path from 'node:path';
import { CAMPAIGN_PAGES_FOLDER, loadCampaignPageFiles } from '../../mf-company-landing/src/campaigns/campaign-pages-on-disk';
import { appDirOf } from '../../tools/platform/processes';

/** What the e2e suites read of a campaign page configuration (mf-company-landing's CampaignConfig). */
export interface CampaignConfig {
  path: string;
  partner: { corporateId: string };
  vacancyKeyword?: string;
  texts: { id: { title: string } };
}

export const CAMPAIGN_PAGES_DIR = path.join(appDirOf('mf_company_landing'), CAMPAIGN_PAGES_FOLDER);

/** mf-company-landing's campaign page configurations (one file each), read as the build reads them. */
export async function campaignPagesFromSource(): Promise<{ file: string; config: CampaignConfig }[]> {
  return loadCampaignPageFiles(CAMPAIGN_PAGES_DIR);
}
