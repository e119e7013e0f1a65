import { SEARCH_PATHS } from '@klob/shared/api-contract/search';
import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import { createSearchServices, envelope, groups } from '../common/search-test-support';
import searchBox from './search-box';

test('search-box leaves no listener, timer or bus subscription after 100 mounts and unmounts', async () => {
  const { services, service } = createSearchServices({ signedIn: true });
  service.on('GET', SEARCH_PATHS.suggestion, envelope(groups({ lastSearchKeyword: ['teller'] })));
  await expectCleanTeardown(searchBox, createTestUnitProps({ services, pathname: '/' }));
}, 30_000);
