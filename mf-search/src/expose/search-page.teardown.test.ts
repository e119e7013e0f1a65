import { SEARCH_PATHS } from '@klob/shared/api-contract/search';
import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import { createSearchServices, envelope } from '../common/search-test-support';
import searchPage from './search-page';

test('search-page leaves no listener, timer or bus subscription after 100 mounts and unmounts', async () => {
  const { services, service } = createSearchServices();
  service.on('GET', SEARCH_PATHS.results, envelope({ type: 'jobVacancy', items: [], page: 1, size: 4, totalItems: 0, totalPages: 0 }));
  await expectCleanTeardown(searchPage, createTestUnitProps({ services, pathname: '/search', query: { q: 'teller' } }));
}, 30_000);
