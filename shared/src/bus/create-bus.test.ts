import { createBus } from './create-bus';
import { initialKlobState, type KlobEventMap, type KlobStateMap } from './channels';
import { createKlobBus, klobBus } from './klob-bus';
import { KLOB_CHANNEL_CONTRACTS } from './channel-contracts';

interface TestState {
  count: number;
  name: string;
}
interface TestEvents {
  ping: { id: number };
}

const newBus = () => createBus<TestState, TestEvents>({ count: 0, name: 'a' });

describe('createBus state channels', () => {
  test('replay the current value to a subscriber that arrives late', () => {
    const bus = newBus();
    bus.setState('count', 3);
    const seen: number[] = [];
    bus.state('count').subscribe((value) => seen.push(value));
    expect(seen).toEqual([3]);
  });

  test('start from the initial state', () => {
    const bus = newBus();
    const seen: string[] = [];
    bus.state('name').subscribe((value) => seen.push(value));
    expect(seen).toEqual(['a']);
    expect(bus.getState('count')).toBe(0);
  });

  test('deliver later values to every subscriber and skip repeats', () => {
    const bus = newBus();
    const first: number[] = [];
    const second: number[] = [];
    bus.state('count').subscribe((value) => first.push(value));
    bus.state('count').subscribe((value) => second.push(value));
    bus.setState('count', 1);
    bus.setState('count', 1);
    bus.setState('count', 2);
    expect(first).toEqual([0, 1, 2]);
    expect(second).toEqual([0, 1, 2]);
  });

  test('updateState derives the next value from the current one', () => {
    const bus = newBus();
    bus.updateState('count', (current) => current + 5);
    bus.updateState('count', (current) => current * 2);
    expect(bus.getState('count')).toBe(10);
  });

  test('channels are independent', () => {
    const bus = newBus();
    const names: string[] = [];
    bus.state('name').subscribe((value) => names.push(value));
    bus.setState('count', 9);
    expect(names).toEqual(['a']);
  });
});

describe('createBus event channels', () => {
  test('do not replay what was emitted before subscribing', () => {
    const bus = newBus();
    bus.emit('ping', { id: 1 });
    const seen: number[] = [];
    bus.on('ping').subscribe(({ id }) => seen.push(id));
    expect(seen).toEqual([]);
    bus.emit('ping', { id: 2 });
    expect(seen).toEqual([2]);
  });

  test('deliver every emission, repeats included, until unsubscribed', () => {
    const bus = newBus();
    const seen: number[] = [];
    const subscription = bus.on('ping').subscribe(({ id }) => seen.push(id));
    bus.emit('ping', { id: 1 });
    bus.emit('ping', { id: 1 });
    subscription.unsubscribe();
    bus.emit('ping', { id: 3 });
    expect(seen).toEqual([1, 1]);
  });
});

describe('createBus typing', () => {
  test('channels and payloads are checked by tsc, not at run time', () => {
    const bus = newBus();
    // @ts-expect-error: 'count' holds a number
    bus.setState('count', 'three');
    // @ts-expect-error: there is no state channel 'missing'
    bus.getState('missing');
    // @ts-expect-error: the ping payload needs an id
    bus.emit('ping', {});
    // @ts-expect-error: state channels are not event channels
    bus.on('count');
    expect(bus.getState('count')).toBe('three');
  });
});

describe('klobBus', () => {
  test('starts from the initial platform state', () => {
    const bus = createBus<KlobStateMap, KlobEventMap>(initialKlobState);
    expect(bus.getState('language')).toBe('id');
    expect(bus.getState('auth')).toEqual({ isAuthenticated: false, isAuthenticating: false, user: null });
    expect(klobBus.getState('chatCounters')).toEqual({
      allMessage: 0,
      openMessage: 0,
      closeMessage: 0,
      totalUnread: 0,
      totalUnreadCorp: 0,
    });
  });

  test('a toast emitted before a remote subscribes is not shown twice', () => {
    const toasts: string[] = [];
    klobBus.emit('toast', { kind: 'info', message: 'early' });
    const subscription = klobBus.on('toast').subscribe(({ message }) => toasts.push(message));
    klobBus.emit('toast', { kind: 'success', message: 'late' });
    subscription.unsubscribe();
    expect(toasts).toEqual(['late']);
  });

  test("a job page's openChat emitted before mf-chat's widget listens opens the chat once the widget subscribes, once; not when it comes after heldForMs", () => {
    jest.useFakeTimers();
    try {
      const bus = createKlobBus();
      const opened: string[] = [];
      bus.as('mf_journey').emit('openChat', { corporateId: 'CORP-EARLY' });
      const widget = bus.on('openChat').subscribe(({ corporateId }) => opened.push(corporateId));
      bus.as('mf_journey').emit('openChat', { corporateId: 'CORP-LIVE' });
      widget.unsubscribe();
      bus
        .on('openChat')
        .subscribe(({ corporateId }) => opened.push(`again ${corporateId}`))
        .unsubscribe();
      expect(opened).toEqual(['CORP-EARLY', 'CORP-LIVE']);

      bus.as('mf_journey').emit('openChat', { corporateId: 'CORP-STALE' });
      jest.advanceTimersByTime(KLOB_CHANNEL_CONTRACTS.events.openChat.heldForMs! + 1);
      bus.on('openChat').subscribe(({ corporateId }) => opened.push(corporateId));
      expect(opened).toEqual(['CORP-EARLY', 'CORP-LIVE']);
    } finally {
      jest.useRealTimers();
    }
  });
});
