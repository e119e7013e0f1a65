import { createKlobBus } from '@klob/shared';
import { requestLogout } from './request-logout';

function busWithLogouts(isAuthenticated: boolean) {
  const bus = createKlobBus();
  bus.setState('auth', { isAuthenticated, isAuthenticating: false, user: null });
  const reasons: string[] = [];
  bus.on('logoutRequested').subscribe(({ reason }) => reasons.push(reason));
  return { bus, reasons };
}

test('a live session is asked to sign out with the reason given', () => {
  const { bus, reasons } = busWithLogouts(true);
  requestLogout(bus, 'session-expired');
  expect(reasons).toEqual(['session-expired']);
});

test('a page already signed out asks for nothing', () => {
  const { bus, reasons } = busWithLogouts(false);
  requestLogout(bus, 'session-expired');
  expect(reasons).toEqual([]);
});
