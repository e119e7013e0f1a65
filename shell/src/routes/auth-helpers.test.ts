import { createTestBus } from '@klob/shared/testing';
import { createAuthStorage, createShellStorage } from '../auth';
import { jwtExpiringAt } from '../auth/testing/jwt';
import { createAuthHelpers } from './auth-helpers';

function setUp() {
  window.localStorage.clear();
  const bus = createTestBus();
  const authStorage = createAuthStorage();
  const navigate = jest.fn();
  const auth = createAuthHelpers({ bus, authStorage, shellStorage: createShellStorage(), navigate });
  return { bus, authStorage, navigate, auth };
}

describe('services.auth (spec 1 §3, §2.8)', () => {
  test('reads the bus, not storage: tokens in storage without a published session are not a signed-in user', () => {
    const { bus, authStorage, auth } = setUp();
    const idToken = jwtExpiringAt(4_000_000_000);
    authStorage.write({ accessToken: 'a', idToken, userId: 'u1', email: 'a@klob.id' });
    expect(auth.isAuthenticated()).toBe(false);
    expect(auth.getIdToken()).toBeNull();
    bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: null });
    expect(auth.isAuthenticated()).toBe(true);
    expect(auth.getIdToken()).toBe(idToken);
  });

  test('S1-2.8-01 S1-2.8-02 requireLogin goes to /login?from={target} and stores the target under from', () => {
    const { auth, navigate } = setUp();
    auth.requireLogin('/home/klob-and-co/job?id=jv-1&corporateId=c-1');
    expect(navigate).toHaveBeenCalledWith('/login?from=%2Fhome%2Fklob-and-co%2Fjob%3Fid%3Djv-1%26corporateId%3Dc-1');
    expect(window.localStorage.getItem('from')).toBe('/home/klob-and-co/job?id=jv-1&corporateId=c-1');
  });

  test('S1-2.8-05 without a target, requireLogin uses the current page with klob-journey replaced by home; foreign URLs are ignored', () => {
    const { auth, navigate } = setUp();
    window.history.pushState(null, '', '/klob-journey/ensiklobedia?tab=success-person');
    auth.requireLogin('https://evil.example/');
    expect(navigate).toHaveBeenCalledWith('/login?from=%2Fhome%2Fensiklobedia%3Ftab%3Dsuccess-person');
  });
});
