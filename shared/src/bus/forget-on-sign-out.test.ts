import type { BusUser } from './channels';
import { createTestBus } from '../testing/test-services';
import { forgetUserStorageOnSignOut } from './forget-on-sign-out';

const user = (userId: string): BusUser => ({
  userId,
  firstName: 'Kirana',
  lastName: 'Lestari',
  profilePictureUrl: null,
  emailLogin: 'k@klob.id',
});
const signedIn = (userId: string) => ({ isAuthenticated: true, isAuthenticating: false, user: user(userId) });
const GUEST = { isAuthenticated: false, isAuthenticating: false, user: null };
const storedKeys = () => Object.keys(window.localStorage).sort();

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('test-kept:USR-A', 'draft of A');
  window.localStorage.setItem('test-kept:USR-B', 'draft of B');
  window.localStorage.setItem('other-remote:USR-A', 'not this prefix');
});

test("signing out removes every user's entries under the prefix, and nothing else", () => {
  const bus = createTestBus({ auth: signedIn('USR-A') });
  forgetUserStorageOnSignOut(bus, 'test-kept:');
  expect(storedKeys()).toEqual(['other-remote:USR-A', 'test-kept:USR-A']);
  bus.setState('auth', GUEST);
  expect(storedKeys()).toEqual(['other-remote:USR-A']);
});

test('a guest page, or one still checking its session, removes nothing', () => {
  const bus = createTestBus();
  forgetUserStorageOnSignOut(bus, 'test-kept:');
  bus.setState('auth', { isAuthenticated: false, isAuthenticating: true, user: null });
  expect(storedKeys()).toEqual(['other-remote:USR-A', 'test-kept:USR-A', 'test-kept:USR-B']);
});

test('someone signing in removes what the other users left, keeping their own', () => {
  const bus = createTestBus();
  forgetUserStorageOnSignOut(bus, 'test-kept:');
  bus.setState('auth', signedIn('USR-B'));
  expect(storedKeys()).toEqual(['other-remote:USR-A', 'test-kept:USR-B']);
});

test('asked again for a prefix, it keeps one watch: on the newest bus handle', () => {
  const first = createTestBus({ auth: signedIn('USR-A') });
  const newest = createTestBus({ auth: signedIn('USR-A') });
  forgetUserStorageOnSignOut(first, 'test-kept:');
  forgetUserStorageOnSignOut(newest, 'test-kept:');
  first.setState('auth', GUEST);
  expect(storedKeys()).toEqual(['other-remote:USR-A', 'test-kept:USR-A']);
  newest.setState('auth', GUEST);
  expect(storedKeys()).toEqual(['other-remote:USR-A']);
});
