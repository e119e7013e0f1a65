import type { Language, PartnerRoute } from '@klob/shared';
import type { CampaignConfig } from './campaign-config';
import { campaignPageFiles } from './page-files';

/** A coming-soon notice at a partner path (spec 1 §2.1): the partner's headline only. */
export interface ComingSoonCampaign extends PartnerRoute {
  headline: Record<Language, string>;
}

/** The coming-soon notices this remote serves (spec 1 §2.1). */
export const comingSoonCampaigns: readonly ComingSoonCampaign[] = [
  { path: '/UI-CISE2021', unit: 'coming-soon', headline: { id: 'UI CISE 2021', en: 'UI CISE 2021' } },
];

/** The recruitment campaign pages (spec 1 §2.5): one configuration file each in pages/. */
export const campaignPages: readonly CampaignConfig[] = campaignPageFiles.map(({ config }) => config);

export const comingSoonAt = (pathname: string) => comingSoonCampaigns.find((campaign) => campaign.path === pathname);
export const campaignPageAt = (pathname: string) => campaignPages.find((page) => page.path === pathname);

/** What the shell needs to route to the campaigns: path and unit only. */
export const partnerRoutes: readonly PartnerRoute[] = [
  ...comingSoonCampaigns.map(({ path, unit }) => ({ path, unit })),
  ...campaignPages.map(({ path }): PartnerRoute => ({ path, unit: 'campaign-page' })),
];
