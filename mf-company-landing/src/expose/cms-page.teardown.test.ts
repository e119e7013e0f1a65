import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import unit from './cms-page';

test('cms-page leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  await expectCleanTeardown(unit, createTestUnitProps({ pathname: '/karier-nusantara' }));
}, 30_000);
