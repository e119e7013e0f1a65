import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { HttpError, type SignInProviders } from '@klob/shared';
import { IDENTITY_PATHS, LOOKUP_NOT_REGISTERED_MESSAGE } from '@klob/shared/api-contract/identity';
import { createFakeHttpClient, createTestBus, createTestI18n, createTestServices, type FakeRoute } from '@klob/shared/testing';
import {
  attachShellSession,
  createAuthStorage,
  createSessionRefresher,
  createShellSession,
  createShellStorage,
  createVisitLog,
} from '../../auth';
import { jwtExpiringAt } from '../../auth/testing/jwt';
import { renderRoute } from '../../testing/render-route';
import { authTranslations } from '../../texts/auth';
import LoginPage from './login-page';

const { alerts } = authTranslations.id;

const registered = { validation: true, status: 200, message: 'success', result: 'USR-1' };
const tokens = {
  status: 200,
  message: 'success',
  result: {
    idToken: jwtExpiringAt(4_000_000_000),
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 20,
    tokenType: 'Bearer',
    userId: 'USR-1',
    email: 'a@klob.id',
  },
};
const refused = (status: number, message: string, code?: string) => new HttpError(status, '', { status, message, code, result: null });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The real /login page with the real session, over a fake api answering `routes`. */
function renderLogin(routes: Record<string, FakeRoute>, signInProviders: SignInProviders = {}) {
  window.localStorage.clear();
  const service = createFakeHttpClient(routes);
  const bus = createTestBus();
  const services = createTestServices({
    i18n: createTestI18n({ resources: { id: { auth: authTranslations.id } } }),
    bus,
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
  });
  services.config = { ...services.config, signInProviders };
  const authStorage = createAuthStorage();
  const refresher = createSessionRefresher({ authStorage, identityRefreshUrl: '/identity/refresh-token', fetch: jest.fn() });
  const session = createShellSession({ authStorage, refresher, bus, service, navigate: jest.fn() });
  attachShellSession(services, session, createVisitLog({ shellStorage: createShellStorage(), bus, service }));
  renderRoute(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    '/login',
    services,
  );
  return { service, bus };
}

async function submit(email = 'a@klob.id', password = 'Klob#2026') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByLabelText(/Kata Sandi/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
}

const lookup = `GET ${IDENTITY_PATHS.findByEmailLogin}`;
const login = `POST ${IDENTITY_PATHS.loginEmail}`;
const onSuccess = `POST ${IDENTITY_PATHS.loginOnSuccess}`;

describe('/login errors (spec 1 §8.2)', () => {
  test('S1-8.2-04 the lookup message "This email is not register" shows the not-registered alert; nothing else is called', async () => {
    const { service } = renderLogin({ [lookup]: { validation: false, status: 200, message: LOOKUP_NOT_REGISTERED_MESSAGE, result: null } });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(alerts.notRegistered);
    expect(service.requests.map((request) => request.url)).toEqual([IDENTITY_PATHS.findByEmailLogin]);
  });

  test('S1-8.2-05 another lookup message is shown as is', async () => {
    renderLogin({ [lookup]: { validation: false, status: 500, message: 'Akun sedang diperiksa', result: null } });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Akun sedang diperiksa');
  });

  test('S1-8.2-06 S1-5-02 an empty lookup result shows the not-registered alert', async () => {
    renderLogin({ [lookup]: { validation: true, status: 200, message: 'success', result: null } });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(alerts.notRegistered);
  });

  test.each([
    ['validation false, no message', { validation: false, status: 200, message: '', result: 'USR-1' }, alerts.notRegistered],
    ['status not 200, with a message', { validation: true, status: 403, message: 'Akun dibekukan', result: 'USR-1' }, 'Akun dibekukan'],
    ['no user id in result', { validation: true, status: 200, message: '', result: '' }, alerts.notRegistered],
  ])('S1-3-04 the lookup result drives the form: %s stops before the sign-in and shows its alert', async (_case, answer, alert) => {
    const { service } = renderLogin({ [lookup]: answer });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(alert);
    expect(service.requests.map((request) => request.url)).toEqual([IDENTITY_PATHS.findByEmailLogin]);
  });

  test('S1-3-04 a valid lookup (validation, status 200, the user id in result) goes on to the sign-in, which carries that user id', async () => {
    const { service } = renderLogin({
      [lookup]: { validation: true, status: 200, message: 'success', result: 'USR-LOOKED-UP' },
      [login]: refused(400, 'User is not confirmed.', 'UserNotConfirmedException'),
    });
    await submit('baru@klob.id');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/verification\?data=/));
    expect(service.requests[0]?.options?.params).toEqual({ emailLogin: 'baru@klob.id' });
    const data = new URLSearchParams(screen.getByTestId('where').textContent?.split('?')[1]).get('data') ?? '';
    expect(JSON.parse(atob(data))).toEqual(expect.objectContaining({ userId: 'USR-LOOKED-UP' }));
  });

  test('S1-8.2-02 ERR_LOGIN_USER_NOT_EXIST shows the not-registered alert', async () => {
    renderLogin({ [lookup]: registered, [login]: refused(404, 'ERR_LOGIN_USER_NOT_EXIST', 'UserNotFoundException') });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(alerts.notRegistered);
  });

  test("S1-8.2-03 ERR_LOGIN_EXCEPTION shows 'Something went wrong, please contact administrator.'", async () => {
    renderLogin({ [lookup]: registered, [login]: refused(500, 'ERR_LOGIN_EXCEPTION', 'InternalErrorException') });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please contact administrator.');
  });

  test('S1-8.2-09 another sign-in error shows the wrong-email-or-password alert', async () => {
    renderLogin({ [lookup]: registered, [login]: refused(400, 'Bad Request') });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(alerts.wrongEmailOrPassword);
  });

  test('S1-8.2-10 S1-4.1-01 a failed on-success call shows the wrong-email-or-password alert and leaves the user signed out', async () => {
    const { bus } = renderLogin({ [lookup]: registered, [login]: tokens, [onSuccess]: refused(404, 'No user') });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(alerts.wrongEmailOrPassword);
    expect(bus.getState('auth').isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  test('S1-8.2-07 S1-4.1-07 UserNotConfirmedException goes to /verification with base64 data (userId, message, email)', async () => {
    renderLogin({ [lookup]: registered, [login]: refused(400, 'UserNotConfirmedException', 'UserNotConfirmedException') });
    await submit('baru@klob.id');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/verification\?data=/));
    const data = new URLSearchParams(screen.getByTestId('where').textContent?.split('?')[1]).get('data') ?? '';
    expect(JSON.parse(atob(data))).toEqual({ userId: 'USR-1', message: 'UserNotConfirmedException', email: 'baru@klob.id' });
  });

  test('S1-4.1-01 a confirmed sign-in publishes the user on the bus', async () => {
    const profile = { userId: 'USR-1', firstName: 'Sari', lastName: '', profilePictureUrl: null, emailLogin: 'a@klob.id' };
    const { bus } = renderLogin({
      [lookup]: registered,
      [login]: tokens,
      [onSuccess]: { result: { mus01: profile, usr01: { corporate: [] } } },
    });
    await submit();
    await waitFor(() => expect(bus.getState('auth')).toEqual({ isAuthenticated: true, isAuthenticating: false, user: profile }));
  });
});

describe('/login sign-in provider buttons (spec 1 §2 /linkedin, /sso)', () => {
  test('without configured providers there is no provider button', () => {
    renderLogin({});
    expect(screen.queryByRole('button', { name: /LinkedIn|SSO/ })).toBeNull();
  });

  test('a button only for each configured provider', () => {
    renderLogin({}, { sso: 'https://sso.example/authorize' });
    expect(screen.getByRole('button', { name: 'Masuk dengan SSO' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Masuk dengan LinkedIn' })).toBeNull();
  });
});
