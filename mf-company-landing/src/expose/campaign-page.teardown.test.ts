import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import campaignPage from './campaign-page';

jest.mock('../campaigns/page-files', () => jest.requireActual('../campaigns/page-files-from-disk'));

test('campaign-page leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  await expectCleanTeardown(campaignPage, createTestUnitProps({ pathname: '/rekrutmen-bankjatim' }));
}, 30_000);
