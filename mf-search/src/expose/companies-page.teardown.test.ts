import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import { createSearchServices, envelope } from '../common/search-test-support';
import companiesPage from './companies-page';

test('companies-page leaves no listener, timer or bus subscription after 100 mounts and unmounts', async () => {
  const { services, service } = createSearchServices();
  service.on('GET', SEARCH_LIST_PATHS.companies, envelope({ items: [], page: 1, size: 10, totalItems: 0, totalPages: 0 }));
  await expectCleanTeardown(companiesPage, createTestUnitProps({ services, pathname: '/companies' }));
}, 30_000);
