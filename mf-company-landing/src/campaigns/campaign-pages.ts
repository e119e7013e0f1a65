import type { PartnerRoute } from '@klob/shared';
import type { CampaignConfig } from './campaign-config';
import { campaigns } from './campaigns';
import { campaignPageFiles } from './page-files';

/** The recruitment campaign pages (spec 1 §2.5): one configuration file each in pages/. */
export const campaignPages: readonly CampaignConfig[] = campaignPageFiles.map(({ config }) => config);

export const campaignPageAt = (pathname: string) => campaignPages.find((page) => page.path === pathname);

/** What the shell needs to route to this remote's partner paths and to list them: path, unit and name. */
export const partnerRoutes: readonly PartnerRoute[] = [
  ...campaigns.map(({ path, unit, headline }): PartnerRoute => ({ path, unit, title: headline })),
  ...campaignPages.map(({ path, texts }): PartnerRoute => ({
    path,
    unit: 'campaign-page',
    title: { id: texts.id.title, en: texts.en.title },
  })),
];
