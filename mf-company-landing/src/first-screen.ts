import { createFirstScreenRenderer } from '@klob/shared/first-screen';
import { publishedTexts } from './texts';
import campaignPage from './expose/campaign-page';
import comingSoon from './expose/coming-soon';
import eventPage from './expose/event-page';
import cmsPage from './expose/cms-page';

/**
 * Issue 25: the public pages of mf-company-landing whose first screen the shell's server renders into the page's
 * HTML: the campaign pages and coming-soon notices (its published routes), the event pages and the CMS pages
 * (the api's dynamic routes). Each unit reads its page from `pathname`.
 */
export const { renderFirstScreen } = createFirstScreenRenderer({
  app: 'mf_company_landing',
  units: { 'campaign-page': campaignPage, 'coming-soon': comingSoon, 'event-page': eventPage, 'cms-page': cmsPage },
  texts: publishedTexts,
});
