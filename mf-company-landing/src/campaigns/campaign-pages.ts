import type { CampaignConfig } from './campaign-config';
import { campaignPageFiles } from './page-files';

/** The recruitment campaign pages (spec 1 §2.5): one configuration file each in pages/. */
export const campaignPages: readonly CampaignConfig[] = campaignPageFiles.map(({ config }) => config);

export const campaignPageAt = (pathname: string) => campaignPages.find((page) => page.path === pathname);
