import { createKlobBus } from '@klob/shared';
import { rememberHeaderCounters } from './remembered-counters';

const user = (userId: string) => ({ userId, emailLogin: `${userId}@klob.id`, firstName: 'A', lastName: 'B', profilePictureUrl: null });
const signedIn = (userId: string) => ({ isAuthenticated: true, isAuthenticating: false, user: user(userId) });
const counts = { calendarUnread: 2, newsInfoUnread: 4, helpMessageUnread: 0, corporateUnread: 1 };

test('a page loaded again starts from the counts its user had in this browser, and the next calls keep them', () => {
  const first = createKlobBus();
  first.setState('auth', signedIn('USR-1'));
  rememberHeaderCounters(first);
  first.setState('notificationCounters', counts);
  first.setState('cartCount', 3);

  const reloaded = createKlobBus();
  reloaded.setState('auth', signedIn('USR-1'));
  rememberHeaderCounters(reloaded);
  expect(reloaded.getState('notificationCounters')).toEqual(counts);
  expect(reloaded.getState('cartCount')).toBe(3);
});

test('signing out forgets them: the next person in the browser starts from nothing', () => {
  const bus = createKlobBus();
  bus.setState('auth', signedIn('USR-1'));
  rememberHeaderCounters(bus);
  bus.setState('notificationCounters', counts);
  bus.setState('auth', { isAuthenticated: false, isAuthenticating: false, user: null });
  expect(Object.keys(window.localStorage)).toEqual([]);

  const next = createKlobBus();
  next.setState('auth', signedIn('USR-2'));
  rememberHeaderCounters(next);
  expect(next.getState('notificationCounters')).toEqual({ calendarUnread: 0, newsInfoUnread: 0, helpMessageUnread: 0, corporateUnread: 0 });
});

test('what is read back goes through the bus check: a tampered entry is refused, not shown', () => {
  window.localStorage.setItem('klobHeaderCounters:USR-1', JSON.stringify({ notifications: { calendarUnread: -5 }, cart: 'many' }));
  const bus = createKlobBus();
  bus.setState('auth', signedIn('USR-1'));
  rememberHeaderCounters(bus);
  expect(bus.getState('notificationCounters').calendarUnread).toBe(0);
  expect(bus.getState('cartCount')).toBe(0);
});
