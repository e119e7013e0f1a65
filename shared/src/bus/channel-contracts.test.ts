import type { AuthStateChannel } from './channels';
import { createKlobBus, klobBus } from './klob-bus';
import { BUS_VERSION } from '../constants/bus';
import type { BusViolation } from './create-bus';
import { KLOB_CHANNEL_CONTRACTS } from './channel-contracts';

const SIGNED_IN: AuthStateChannel = {
  isAuthenticated: true,
  isAuthenticating: false,
  user: { userId: 'intruder', firstName: 'I', lastName: 'N', profilePictureUrl: null, emailLogin: 'i@klob.id' },
};
const VACANCY = {
  corporateLogo: null,
  positionName: 'Data Analyst',
  employmentStatus: 'Full time',
  location: { province: 'DKI Jakarta' },
  klobVacancyCode: 'KLOB-001',
};
const COUNTERS = { allMessage: 3, openMessage: 2, closeMessage: 1, totalUnread: 4, totalUnreadCorp: 0 };

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** A fresh platform bus and the violations it reports. */
function watchedBus() {
  const bus = createKlobBus();
  const violations: BusViolation[] = [];
  bus.violations.subscribe((violation) => violations.push(violation));
  return { bus, violations };
}

describe('bus channel owners', () => {
  test('a remote writing auth is refused, logged and reported; the state stays as the shell set it', () => {
    const { bus, violations } = watchedBus();
    const chat = bus.as('mf_chat');
    chat.setState('auth', SIGNED_IN);
    chat.updateState('auth', (current) => ({ ...current, isAuthenticated: true }));

    expect(bus.getState('auth').isAuthenticated).toBe(false);
    expect(violations).toEqual([
      { writer: 'mf_chat', channel: 'auth', problem: 'not-owner', owners: ['shell'] },
      { writer: 'mf_chat', channel: 'auth', problem: 'not-owner', owners: ['shell'] },
    ]);
    expect(consoleError).toHaveBeenCalledWith("[klob] bus refused mf_chat writing 'auth': not-owner (owned by shell)");
  });

  test('a remote cannot change the language; the shell can', () => {
    const { bus, violations } = watchedBus();
    bus.as('mf_search').setState('language', 'en');
    expect(bus.getState('language')).toBe('id');
    bus.setState('language', 'en');
    expect(bus.getState('language')).toBe('en');
    expect(violations.map(({ writer, channel }) => `${writer}:${channel}`)).toEqual(['mf_search:language']);
  });

  test('the chat counters are written by mf-chat only', () => {
    const { bus, violations } = watchedBus();
    bus.setState('chatCounters', { ...COUNTERS, totalUnread: 99 });
    bus.as('mf_forms').setState('chatCounters', { ...COUNTERS, totalUnread: 98 });
    expect(bus.getState('chatCounters').totalUnread).toBe(0);
    bus.as('mf_chat').setState('chatCounters', COUNTERS);
    expect(bus.getState('chatCounters')).toEqual(COUNTERS);
    expect(violations.map(({ writer }) => writer)).toEqual(['shell', 'mf_forms']);
  });

  test('a unit handle cannot hand itself the shell identity', () => {
    const { bus, violations } = watchedBus();
    const escaped = bus.as('mf_chat').as('shell');
    expect(escaped.writer).toBe('mf_chat');
    escaped.setState('auth', SIGNED_IN);
    expect(bus.getState('auth').isAuthenticated).toBe(false);
    expect(violations.map(({ problem }) => problem)).toEqual(['rescope', 'not-owner']);
  });

  test('event channels are open to every part', () => {
    const { bus, violations } = watchedBus();
    const toasts: string[] = [];
    bus.on('toast').subscribe(({ message }) => toasts.push(message));
    bus.as('mf_forms').emit('toast', { kind: 'success', message: 'Terkirim' });
    expect(toasts).toEqual(['Terkirim']);
    expect(violations).toEqual([]);
  });
});

describe('bus payloads are checked at the boundary', () => {
  test.each([
    ['language', 'fr'],
    ['auth', { isAuthenticated: 'yes', isAuthenticating: false, user: null }],
    ['cartCount', -1],
    ['offline', 'no'],
    ['notificationCounters', { calendarUnread: 1 }],
  ] as const)('a malformed %s is refused', (channel, value) => {
    const { bus, violations } = watchedBus();
    const before = bus.getState(channel);
    bus.setState(channel, value as never);
    expect(bus.getState(channel)).toEqual(before);
    expect(violations).toEqual([{ writer: 'shell', channel, problem: 'invalid-payload' }]);
  });

  test.each([
    ['a user without its name', { ...SIGNED_IN, user: { userId: 'USR-1' } }],
    ['a user whose picture is a number', { ...SIGNED_IN, user: { ...SIGNED_IN.user, profilePictureUrl: 7 } }],
  ] as const)('auth with %s is refused', (_, value) => {
    const { bus, violations } = watchedBus();
    bus.setState('auth', value as never);
    expect(bus.getState('auth').isAuthenticated).toBe(false);
    expect(violations).toEqual([{ writer: 'shell', channel: 'auth', problem: 'invalid-payload' }]);
  });

  test.each([
    ['a vacancy that is only an object', {}],
    ['a vacancy without its province', { ...VACANCY, location: {} }],
    ['a vacancy whose logo is a number', { ...VACANCY, corporateLogo: 3 }],
    ['a vacancy list instead of a card', [VACANCY]],
  ] as const)('openChat with %s is refused and not delivered', (_, vacancy) => {
    const { bus, violations } = watchedBus();
    const opened: unknown[] = [];
    bus.on('openChat').subscribe((event) => opened.push(event));
    bus.as('mf_journey').emit('openChat', { corporateId: 'CORP-1', vacancy } as never);
    expect(opened).toEqual([]);
    expect(violations).toEqual([{ writer: 'mf_journey', channel: 'openChat', problem: 'invalid-payload' }]);
  });

  test('openChat with a whole vacancy card, or none, is delivered', () => {
    const { bus, violations } = watchedBus();
    const opened: unknown[] = [];
    bus.on('openChat').subscribe((event) => opened.push(event));
    bus.as('mf_journey').emit('openChat', { corporateId: 'CORP-1', vacancy: VACANCY });
    bus.as('mf_company_landing').emit('openChat', { corporateId: 'CORP-2' });
    expect(opened).toEqual([{ corporateId: 'CORP-1', vacancy: VACANCY }, { corporateId: 'CORP-2' }]);
    expect(violations).toEqual([]);
  });

  test('malformed counters from mf-chat and a malformed toast are refused', () => {
    const { bus, violations } = watchedBus();
    const toasts: unknown[] = [];
    bus.on('toast').subscribe((toast) => toasts.push(toast));
    bus.as('mf_chat').setState('chatCounters', { ...COUNTERS, totalUnread: Number.NaN });
    bus.as('mf_chat').emit('toast', { kind: 'loud', message: 'x' } as never);
    expect(bus.getState('chatCounters').totalUnread).toBe(0);
    expect(toasts).toEqual([]);
    expect(violations.map(({ channel, problem }) => `${channel}:${problem}`)).toEqual([
      'chatCounters:invalid-payload',
      'toast:invalid-payload',
    ]);
  });
});

test('the contracts are frozen: a part that tries to loosen a check or an owner list is stopped and the bus still refuses', () => {
  const contracts = KLOB_CHANNEL_CONTRACTS as unknown as {
    state: Record<string, { owners: string[]; payload: { is(value: unknown): boolean } }>;
    events: Record<string, unknown>;
  };
  const anything = { is: () => true };
  expect(() => (contracts.state.auth!.payload = anything)).toThrow(TypeError);
  expect(() => (contracts.state.auth!.payload.is = () => true)).toThrow(TypeError);
  expect(() => contracts.state.auth!.owners.push('mf_chat')).toThrow(TypeError);
  expect(() => (contracts.events.toast = { payload: anything })).toThrow(TypeError);
  expect(() => delete contracts.state.language).toThrow(TypeError);
  expect(() => ((contracts as { state: unknown }).state = {})).toThrow(TypeError);

  const { bus, violations } = watchedBus();
  bus.as('mf_chat').setState('auth', SIGNED_IN);
  bus.emit('toast', { kind: 'loud', message: 'x' } as never);
  expect(bus.getState('auth').isAuthenticated).toBe(false);
  expect(violations.map(({ channel, problem }) => `${channel}:${problem}`)).toEqual(['auth:not-owner', 'toast:invalid-payload']);
});

test('the platform bus carries the contract version', () => {
  expect(klobBus.version).toBe(BUS_VERSION);
  expect(klobBus.as('mf_chat').version).toBe(BUS_VERSION);
});
