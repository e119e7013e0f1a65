import { useEffect } from 'react';
import { createMountable } from '../mount/create-mountable';
import { useServices } from '../mount/services-context';
import { expectCleanTeardown, measureTeardown } from './teardown-check';
import { BUS_VERSION } from '../constants/bus';

const CYCLES = 20;

function TidyUnit() {
  const { bus } = useServices();
  useEffect(() => {
    const onKey = () => undefined;
    window.addEventListener('keydown', onKey);
    const interval = setInterval(() => undefined, 1000);
    const timeout = setTimeout(() => undefined, 5000);
    const subscription = bus.state('language').subscribe(() => undefined);
    return () => {
      window.removeEventListener('keydown', onKey);
      clearInterval(interval);
      clearTimeout(timeout);
      subscription.unsubscribe();
    };
  }, [bus]);
  return <p>tidy</p>;
}

/** Forgets all its clean-up: what a unit must never do. */
function LeakyUnit() {
  const { bus } = useServices();
  useEffect(() => {
    window.addEventListener('resize', () => undefined);
    document.addEventListener('click', () => undefined, true);
    setInterval(() => undefined, 1000);
    setTimeout(() => undefined, 60_000);
    bus.on('toast').subscribe(() => undefined);
    new WebSocket('ws://127.0.0.1:9/socket.io/?EIO=4&transport=websocket');
  }, [bus]);
  return <p>leaky</p>;
}

test('a unit that cleans up after itself passes 100 mounts and unmounts', async () => {
  await expectCleanTeardown(createMountable(TidyUnit, { name: 'tidy', busVersion: BUS_VERSION }));
});

test('the check catches a deliberately leaky unit: listeners, intervals, timeouts, bus subscriptions and sockets', async () => {
  const leaky = createMountable(LeakyUnit, { name: 'leaky', busVersion: BUS_VERSION });
  const leaks = await measureTeardown(leaky, undefined, { cycles: CYCLES });
  expect({ ...leaks, listeners: [...leaks.listeners].sort() }).toEqual({
    listeners: [...Array<string>(CYCLES).fill('document click'), ...Array<string>(CYCLES).fill('window resize')],
    intervals: CYCLES,
    timeouts: CYCLES,
    busSubscriptions: CYCLES,
    sockets: CYCLES,
  });
  await expect(expectCleanTeardown(leaky, undefined, { cycles: 2 })).rejects.toThrow(
    'the unit leaks after 2 mounts and unmounts: 4 listeners (window resize, document click); 2 intervals; 2 timeouts; 2 bus subscriptions; 2 sockets',
  );
});
