import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { createFakeHttpClient, createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../testing/render-route';
import { AuthenticatedOnly, GuestOnly, ProfileRedirect } from './guards';
import { loginTarget } from './login-target';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const routes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/', element: <p>landing</p> },
      { path: '/login', element: <p>login</p> },
    ],
  },
  { element: <AuthenticatedOnly />, children: [{ path: '/home/*', element: <p>home</p> }] },
  { path: '/profile', element: <ProfileRedirect /> },
  { path: '*', element: <Where /> },
];

const user = { userId: 'u-7', firstName: 'Sari', lastName: '', profilePictureUrl: null, emailLogin: 'a@klob.id' };

function renderAs(path: string, signedIn: boolean, interruptions: unknown[] = []) {
  const service = createFakeHttpClient({ 'GET /rest/open/interruption/list': { status: 200, result: interruptions } });
  const services = createTestServices({ http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() } });
  services.bus.setState('auth', { isAuthenticated: signedIn, isAuthenticating: false, user: signedIn ? user : null });
  // Every redirect target renders <Where/> except the guarded pages themselves.
  return renderRoute([...routes, { path: '/login', element: <Where /> }], path, services);
}

beforeEach(() => window.localStorage.clear());

test('S1-2.3-04 S1-2.8-02 a guest on an authenticated-only route goes to /login?from={path and query}, stored under from', () => {
  renderAs('/home/kloboard?tab=x', false);
  expect(screen.getByText('login')).toBeInTheDocument();
  expect(window.localStorage.getItem('from')).toBe('/home/kloboard?tab=x');
});

test('S1-2.2-02 an authenticated user on a guest-only route goes to /home, or to the from target of the login link', () => {
  const { unmount } = renderAs('/login', true);
  expect(screen.getByText('home')).toBeInTheDocument();
  unmount();
  renderAs('/login?from=%2Fjobs%3Fq%3Ddata', true);
  expect(screen.getByTestId('where')).toHaveTextContent('/jobs?q=data');
});

test('S1-4.1-18 S1-4.1-19 on / only a from naming ensiklobedia or klob-meter is followed; ecertificate goes to /home/kloboard', async () => {
  const first = renderAs('/?from=%2Fjobs', true);
  expect(await screen.findByText('home')).toBeInTheDocument();
  first.unmount();
  const second = renderAs('/?from=%2Fensiklobedia%2Fx', true);
  expect(screen.getByTestId('where')).toHaveTextContent('/ensiklobedia/x');
  second.unmount();
  renderAs('/?ecertificate=abc', true);
  expect(screen.getByText('home')).toBeInTheDocument();
});

test('S1-4.1-15 on / a stored target URL redirects (once: it is removed)', () => {
  window.localStorage.setItem('targetUrl', '/jobs?q=data');
  renderAs('/', true);
  expect(screen.getByTestId('where')).toHaveTextContent('/jobs?q=data');
  expect(window.localStorage.getItem('targetUrl')).toBeNull();
});

test('S1-4.1-16 S1-4.1-17 on / without a target the interruption list decides: pending ones go to /shifting-page, none to /home', async () => {
  const first = renderAs('/', true, [{ interruptionType: 'fill-survey', title: { id: 'x', en: 'x' }, targetUrl: '/x', createdAt: '' }]);
  expect(await screen.findByTestId('where')).toHaveTextContent('/shifting-page');
  first.unmount();
  renderAs('/', true, []);
  expect(await screen.findByText('home')).toBeInTheDocument();
});

test('S1-2.4-04 S1-2.4-06 /profile goes to /profile/{userId} when signed in, else to /login?from=/profile', () => {
  const { unmount } = renderAs('/profile', true);
  expect(screen.getByTestId('where')).toHaveTextContent('/profile/u-7');
  unmount();
  renderAs('/profile', false);
  expect(screen.getByText('login')).toBeInTheDocument();
  expect(window.localStorage.getItem('from')).toBe('/profile');
});

test.each([
  ['/job/pt-nusantara/c-1/data-analyst/jv-9', '', '/home/klob-and-co/job?id=jv-9&corporateId=c-1', 'S1-2.8-03 from a job page'],
  ['/company/pt-nusantara/c-1', '', '/home/klob-and-co/company?id=c-1', 'S1-2.8-04 from a company page'],
  ['/klob-journey/klob-meter/disc', '?x=1', '/home/klob-meter/disc?x=1', 'S1-2.8-05 from any other page'],
])('the login target of %s%s is %s: %s', (pathname, search, target) => {
  expect(loginTarget(pathname, search)).toBe(target);
});
