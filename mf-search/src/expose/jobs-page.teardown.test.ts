import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import { createSearchServices, envelope } from '../common/search-test-support';
import jobsPage from './jobs-page';

test('jobs-page leaves no listener, timer or bus subscription after 100 mounts and unmounts', async () => {
  const { services, service } = createSearchServices();
  service.on('GET', SEARCH_LIST_PATHS.vacancies, envelope({ items: [], page: 1, size: 10, totalItems: 0, totalPages: 0 }));
  await expectCleanTeardown(
    jobsPage,
    createTestUnitProps({ services, pathname: '/jobs/lowongan-kerja-teller', params: { dynamicParameter: 'lowongan-kerja-teller' } }),
  );
}, 30_000);
