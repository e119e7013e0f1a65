import { createFirstScreenRenderer } from '@klob/shared/first-screen';
import { publishedTexts } from './texts';
import companiesPage from './expose/companies-page';
import jobsPage from './expose/jobs-page';
import searchPage from './expose/search-page';

/** Issue 25: the units of mf-search whose first screen the shell's server renders into the page's HTML. */
export const { renderFirstScreen } = createFirstScreenRenderer({
  app: 'mf_search',
  units: { 'jobs-page': jobsPage, 'companies-page': companiesPage, 'search-page': searchPage },
  texts: publishedTexts,
});
