import { mountHarness } from '@klob/shared/harness';
import searchBox from '../expose/search-box';
import searchPage from '../expose/search-page';
import jobsPage from '../expose/jobs-page';
import companiesPage from '../expose/companies-page';

void mountHarness({
  units: { 'search-box': searchBox, 'search-page': searchPage, 'jobs-page': jobsPage, 'companies-page': companiesPage },
});
