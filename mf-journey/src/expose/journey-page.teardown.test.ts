import { createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import journeyPage from './journey-page';

test('journey-page leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  await expectCleanTeardown(journeyPage, createTestUnitProps({ pathname: '/klob-journey/klob-and-co' }));
}, 30_000);
