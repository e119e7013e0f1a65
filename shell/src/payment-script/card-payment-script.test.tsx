import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import { PROFILE_STRENGTH_PATH } from '@klob/shared/api-contract/content';
import type { KlobServices } from '@klob/shared';
import { renderRoute } from '../testing/render-route';
import { PageShell } from '../layout/page-shell';
import { RemoteOrDynamicPage } from '../routes/remote-or-dynamic-page';
import { resetRemoteRoutes } from '../routes/remote-routes';
import { DYNAMIC_ROUTE_SOURCES } from '@klob/shared/routes';
import { loadUnitModule } from '../remotes/federation';
import { CARD_PAYMENT_SCRIPT_ATTRIBUTE } from './card-payment-script';
// Loaded up front, so the lazy chunks resolve at once.
import './signed-in-card-payment';
import '../menus/signed-in-navigation';
import '../menus/signed-in-header';

jest.mock('../remotes/federation', () => ({ loadUnitModule: jest.fn() }));

const USER = { userId: 'USR-1', firstName: 'Rina', lastName: '', profilePictureUrl: null, emailLogin: 'rina@klob.id' };
const PACKAGE = { packageCode: 'PKG-1', packageName: 'Paket Premium', priceRupiah: 149_000 };
const EVENTS = [
  { eventId: 'E1', subdomain: 'klobfair2026', name: 'Klob Fair', eventType: 'klobfair', projectPackage: PACKAGE },
  { eventId: 'E2', subdomain: 'nusantara-career-days', name: 'Nusantara', eventType: 'kfaas', projectPackage: null },
];

const scripts = () => document.head.querySelectorAll<HTMLScriptElement>(`script[${CARD_PAYMENT_SCRIPT_ATTRIBUTE}]`);

function servicesFor(signedIn: boolean): KlobServices {
  resetRemoteRoutes({ list: [], unavailable: [] });
  jest.mocked(loadUnitModule).mockReturnValue(new Promise(() => undefined));
  const services = createTestServices({ i18n: createTestI18n(), config: { ...createTestServices().config, apiBaseUrl: '/api' } });
  services.http.service = createFakeHttpClient({
    [`GET ${DYNAMIC_ROUTE_SOURCES.events}`]: { status: 200, result: EVENTS },
    [`GET ${DYNAMIC_ROUTE_SOURCES.cmsLandingPages}`]: { status: 200, result: [] },
    [`GET ${DYNAMIC_ROUTE_SOURCES.surveys}`]: { status: 200, result: [] },
    [`GET ${PROFILE_STRENGTH_PATH}`]: { status: 200, result: { progressSection: { currentPercent: 40 } } },
  });
  services.http.service.post = jest.fn().mockResolvedValue({ status: 200 });
  if (signedIn) services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: USER });
  return services;
}

function renderShellAt(path: string, services: KlobServices) {
  const page = (
    <>
      <Link to="/home/kloboard">kloboard</Link>
      <Link to="/klobfair2026/career">career</Link>
    </>
  );
  return renderRoute(
    [
      {
        element: <PageShell />,
        children: [
          { path: '/home/*', element: page },
          { path: '*', element: <RemoteOrDynamicPage /> },
        ],
      },
    ],
    path,
    services,
  );
}

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.KlobSandboxCard;
});

test('S1-2.9-23 S1-2.9-24 on /home/payment/checkout the shell loads the sandbox script, publishes the provider, and drops both on leaving', async () => {
  const services = servicesFor(true);
  const { unmount } = renderShellAt('/home/payment/checkout', services);
  await waitFor(() => expect(scripts()).toHaveLength(1));
  expect(scripts()[0]?.src).toBe(`${window.location.origin}/api${COMMERCE_PATHS.sandboxScript}`);
  const provider = { tokenize: jest.fn(async () => 'sbx') };
  act(() => {
    window.KlobSandboxCard = provider;
    scripts()[0]?.dispatchEvent(new Event('load'));
  });
  expect(services.bus.getState('cardPayment')).toBe(provider);
  await userEvent.click(screen.getByRole('link', { name: 'kloboard' }));
  await waitFor(() => expect(scripts()).toHaveLength(0));
  expect(services.bus.getState('cardPayment')).toBeNull();
  expect(window.KlobSandboxCard).toBeUndefined();
  unmount();
});

test('S1-2.9-23 /home/kaleidosklob has the script; /home/kloboard has none', async () => {
  const { unmount } = renderShellAt('/home/kaleidosklob', servicesFor(true));
  await waitFor(() => expect(scripts()).toHaveLength(1));
  unmount();
  expect(scripts()).toHaveLength(0);
  renderShellAt('/home/kloboard', servicesFor(true));
  expect(await screen.findByRole('link', { name: 'kloboard' })).toBeInTheDocument();
  await act(async () => undefined);
  expect(scripts()).toHaveLength(0);
});

test('S1-2.9-23 S2-3-23 the learning path of an event with a projectPackage has the script, for a guest too; its other tabs do not', async () => {
  const { unmount } = renderShellAt('/klobfair2026/learning', servicesFor(false));
  await waitFor(() => expect(scripts()).toHaveLength(1));
  unmount();
  const services = servicesFor(false);
  const loaded = jest.spyOn(services.http.service, 'get');
  renderShellAt('/klobfair2026/career', services);
  await waitFor(() => expect(loaded).toHaveBeenCalledWith(DYNAMIC_ROUTE_SOURCES.events));
  await act(async () => undefined);
  expect(scripts()).toHaveLength(0);
});

test('S1-2.9-23 S2-3-23 the learning path of an event without a package has no script', async () => {
  const services = servicesFor(false);
  const loaded = jest.spyOn(services.http.service, 'get');
  renderShellAt('/nusantara-career-days/learning', services);
  await waitFor(() => expect(loaded).toHaveBeenCalled());
  await act(async () => undefined);
  expect(scripts()).toHaveLength(0);
  expect(services.bus.getState('cardPayment')).toBeNull();
});
