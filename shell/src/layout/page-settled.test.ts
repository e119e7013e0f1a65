import { fireEvent } from '@testing-library/react';

// The settled state lives once per page: each test takes a fresh copy of the module.
const freshModule = () => {
  jest.resetModules();
  return import('./page-settled');
};

/** The resource timing entries the page holds (jsdom has none). */
let resourcesArrived = 0;
Object.defineProperty(performance, 'getEntriesByType', {
  configurable: true,
  value: () => Array.from({ length: resourcesArrived }),
});

afterEach(() => jest.useRealTimers());

test('the first interaction settles the page at once', async () => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  const { whenPageSettled } = await freshModule();
  const settled = jest.fn();
  void whenPageSettled().then(settled);
  await Promise.resolve();
  expect(settled).not.toHaveBeenCalled();
  fireEvent.keyDown(window, { key: 'Tab' });
  await jest.advanceTimersByTimeAsync(0);
  expect(settled).toHaveBeenCalled();
});

test('without interaction the page settles once no resource has arrived for a second after the load', async () => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  resourcesArrived = 10;
  const { whenPageSettled, SETTLE_QUIET_MS } = await freshModule();
  const settled = jest.fn();
  void whenPageSettled().then(settled);
  await jest.advanceTimersByTimeAsync(SETTLE_QUIET_MS - 1);
  // A resource arrives within the second: the quiet second starts again.
  resourcesArrived = 11;
  await jest.advanceTimersByTimeAsync(1);
  expect(settled).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(SETTLE_QUIET_MS);
  expect(settled).toHaveBeenCalled();
});
