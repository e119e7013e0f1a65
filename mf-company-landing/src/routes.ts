import type { PublishedRoute } from '@klob/shared/routes';
import type { CampaignConfig } from './campaigns/campaign-config';
import { campaigns } from './campaigns/campaigns';

type LandingRoute = PublishedRoute<'mf_company_landing'>;

/**
 * The pages mf-company-landing answers, published in its build as klob-routes.json (webpack.config.ts):
 * /scan-event, the coming-soon notices (campaigns.ts) and one campaign page per file of pages/ (spec 1
 * §2.5), the partner pages in the sitemap under their names. Events and CMS pages exist per api record:
 * the shell and its server read those from the api.
 */
export function companyLandingRoutes(pages: readonly Pick<CampaignConfig, 'path' | 'texts'>[]): LandingRoute[] {
  return [
    { path: '/scan-event', access: 'authenticated-only', unit: 'scan-event' },
    ...campaigns.map(({ path, unit, headline }): LandingRoute => ({ path, access: 'public', unit, sitemap: true, title: headline })),
    ...pages.map(({ path, texts }): LandingRoute => ({
      path,
      access: 'public',
      unit: 'campaign-page',
      sitemap: true,
      title: { id: texts.id.title, en: texts.en.title },
    })),
  ];
}
