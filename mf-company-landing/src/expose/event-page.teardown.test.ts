import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import unit from './event-page';

test('event-page leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  await expectCleanTeardown(unit, createTestUnitProps({ pathname: '/klobfair2026/home' }));
}, 30_000);
