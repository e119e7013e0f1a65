import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import unit from './scan-event';

test('scan-event leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  await expectCleanTeardown(unit, createTestUnitProps({ pathname: '/scan-event' }));
}, 30_000);
