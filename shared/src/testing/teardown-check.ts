import { Observable } from 'rxjs';
import type { KlobBus } from '../bus/klob-bus';
import type { UnitLifecycles } from '../mount/create-mountable';
import type { UnitProps } from '../services/services';
import { mountUnit } from './mount-unit';
import { createTestUnitProps } from './test-services';

/** Mount/unmount cycles of a teardown check: enough that a leak per mount stands out from one-time set-up. */
export const TEARDOWN_CYCLES = 100;

/** What was still live after the cycles, beyond what one warm-up mount and unmount left. */
export interface TeardownLeaks {
  /** 'window keydown', 'document click', ... one entry per listener left behind. */
  listeners: string[];
  intervals: number;
  timeouts: number;
  busSubscriptions: number;
  sockets: number;
}

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Counts what the code run inside it opens and closes, by patching the globals for that time only. */
function createTracker() {
  const listeners = new Map<string, number>();
  const intervals = new Set<unknown>();
  const timeouts = new Set<unknown>();
  const sockets = new Set<WebSocket>();
  let busSubscriptions = 0;
  const restorers: Array<() => void> = [];

  const patch = <O extends object, K extends keyof O>(owner: O, key: K, replacement: (original: O[K]) => O[K]) => {
    const original = owner[key];
    owner[key] = replacement(original);
    restorers.push(() => (owner[key] = original));
  };

  const trackListeners = (target: Target, name: string) => {
    const keyOf = (type: string, listener: unknown, options?: boolean | EventListenerOptions) =>
      `${name} ${type}|${String(typeof options === 'boolean' ? options : Boolean(options?.capture))}|${listenerId(listener)}`;
    patch(
      target,
      'addEventListener',
      (original) =>
        function (
          this: Target,
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | AddEventListenerOptions,
        ) {
          if (listener && !(typeof options === 'object' && options.once)) {
            const key = keyOf(type, listener, options);
            listeners.set(key, (listeners.get(key) ?? 0) + 1);
          }
          return original.call(this, type, listener, options);
        },
    );
    patch(
      target,
      'removeEventListener',
      (original) =>
        function (
          this: Target,
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | EventListenerOptions,
        ) {
          const key = keyOf(type, listener, options);
          const count = listeners.get(key) ?? 0;
          if (count <= 1) listeners.delete(key);
          else listeners.set(key, count - 1);
          return original.call(this, type, listener, options);
        },
    );
  };
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const listenerId = (listener: unknown) => {
    if (typeof listener !== 'object' && typeof listener !== 'function') return String(listener);
    if (listener === null) return 'null';
    if (!ids.has(listener)) ids.set(listener, nextId++);
    return String(ids.get(listener));
  };

  return {
    start() {
      trackListeners(window, 'window');
      trackListeners(document, 'document');
      patch(
        globalThis,
        'setInterval',
        (original) =>
          ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
            const id = original(handler, ms, ...args);
            intervals.add(id);
            return id;
          }) as typeof setInterval,
      );
      patch(
        globalThis,
        'clearInterval',
        (original) =>
          ((id?: ReturnType<typeof setInterval>) => {
            intervals.delete(id);
            original(id);
          }) as typeof clearInterval,
      );
      patch(
        globalThis,
        'setTimeout',
        (original) =>
          ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
            const run = typeof handler === 'function' ? handler : () => undefined;
            const id: unknown = original(
              (...given: unknown[]) => {
                timeouts.delete(id);
                (run as (...values: unknown[]) => void)(...given);
              },
              ms,
              ...args,
            );
            timeouts.add(id);
            return id;
          }) as typeof setTimeout,
      );
      patch(
        globalThis,
        'clearTimeout',
        (original) =>
          ((id?: ReturnType<typeof setTimeout>) => {
            timeouts.delete(id);
            original(id);
          }) as typeof clearTimeout,
      );
      if (typeof globalThis.WebSocket === 'function') {
        patch(globalThis, 'WebSocket', (Original) => {
          class TrackedWebSocket extends Original {
            constructor(...args: ConstructorParameters<typeof WebSocket>) {
              super(...args);
              // Live until the unit closes it: a socket the server dropped is reconnected by socket.io.
              sockets.add(this);
            }
            override close(...args: Parameters<WebSocket['close']>) {
              sockets.delete(this);
              super.close(...args);
            }
          }
          return TrackedWebSocket;
        });
      }
    },
    stop: () =>
      restorers
        .splice(0)
        .reverse()
        .forEach((restore) => restore()),
    /** A bus whose observables count their live subscriptions. */
    countingBus(bus: KlobBus): KlobBus {
      const counted = <T>(source: Observable<T>) =>
        new Observable<T>((subscriber) => {
          busSubscriptions++;
          const subscription = source.subscribe(subscriber);
          return () => {
            busSubscriptions--;
            subscription.unsubscribe();
          };
        });
      return { ...bus, state: (channel) => counted(bus.state(channel)), on: (channel) => counted(bus.on(channel)) };
    },
    snapshot: () => ({
      listeners: [...listeners.entries()],
      intervals: intervals.size,
      timeouts: timeouts.size,
      busSubscriptions,
      sockets: sockets.size,
    }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Mounts and unmounts a unit `cycles` times as the shell does, and answers what it left behind
 * beyond one warm-up cycle: window/document listeners, intervals, pending timeouts, bus
 * subscriptions and open WebSockets (socket.io's transport). Empty lists and zeros when clean.
 */
export async function measureTeardown(
  lifecycles: UnitLifecycles,
  unitProps: UnitProps = createTestUnitProps(),
  { cycles = TEARDOWN_CYCLES }: { cycles?: number } = {},
): Promise<TeardownLeaks> {
  const tracker = createTracker();
  tracker.start();
  try {
    const props = { ...unitProps, services: { ...unitProps.services, bus: tracker.countingBus(unitProps.services.bus) } };
    const cycle = async () => {
      const mounted = await mountUnit(lifecycles, props);
      await mounted.unmount();
      await settle();
    };
    await cycle();
    const baseline = tracker.snapshot();
    for (let i = 0; i < cycles; i++) await cycle();
    const after = tracker.snapshot();
    const baselineListeners = new Map(baseline.listeners);
    return {
      listeners: after.listeners.flatMap(([key, count]) =>
        Array.from({ length: Math.max(0, count - (baselineListeners.get(key) ?? 0)) }, () => key.split('|')[0]!),
      ),
      intervals: Math.max(0, after.intervals - baseline.intervals),
      timeouts: Math.max(0, after.timeouts - baseline.timeouts),
      busSubscriptions: Math.max(0, after.busSubscriptions - baseline.busSubscriptions),
      sockets: Math.max(0, after.sockets - baseline.sockets),
    };
  } finally {
    tracker.stop();
  }
}

/** Fails, naming each kind of leak, when `measureTeardown` finds anything left behind. */
export async function expectCleanTeardown(lifecycles: UnitLifecycles, unitProps?: UnitProps, options?: { cycles?: number }): Promise<void> {
  const leaks = await measureTeardown(lifecycles, unitProps, options);
  const found = [
    leaks.listeners.length > 0 ? `${leaks.listeners.length} listeners (${[...new Set(leaks.listeners)].join(', ')})` : '',
    leaks.intervals > 0 ? `${leaks.intervals} intervals` : '',
    leaks.timeouts > 0 ? `${leaks.timeouts} timeouts` : '',
    leaks.busSubscriptions > 0 ? `${leaks.busSubscriptions} bus subscriptions` : '',
    leaks.sockets > 0 ? `${leaks.sockets} sockets` : '',
  ].filter(Boolean);
  if (found.length > 0)
    throw new Error(`the unit leaks after ${options?.cycles ?? TEARDOWN_CYCLES} mounts and unmounts: ${found.join('; ')}`);
}
