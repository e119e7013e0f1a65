import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import comingSoon from './coming-soon';

test('coming-soon leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  await expectCleanTeardown(comingSoon, createTestUnitProps({ pathname: '/UI-CISE2021' }));
}, 30_000);
