import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_PATHS, type EventProject } from '@klob/shared/api-contract/platform';
import { createFakeHttpClient, createTestI18n, createTestServices, mountUnit, type MountedUnit } from '@klob/shared/testing';
import scanEventUnit from '../expose/scan-event';
import { landingTexts } from '../testing/landing-texts';

const events = [
  { eventId: 'EVT-1', subdomain: 'klobfair2026', eventType: 'klobfair' },
  { eventId: 'EVT-2', subdomain: 'beasiswa-merapi-2026', eventType: 'form' },
] as EventProject[];

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
});

async function mountScan() {
  const service = createFakeHttpClient({ [`GET ${EVENT_PATHS.projects}`]: { status: 200, message: 'success', result: events } });
  const services = createTestServices({
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
    i18n: createTestI18n({ resources: landingTexts }),
    navigate: jest.fn(),
  });
  mounted.push(await mountUnit(scanEventUnit, { services, params: {}, query: {}, pathname: '/scan-event' }));
  return services;
}

async function submitCode(code: string) {
  await act(() => userEvent.type(screen.getByRole('textbox', { name: 'Kode acara' }), code));
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Buka Acara' })));
}

test('a typed event code (or the address a QR code holds) opens the event, a form event its form', async () => {
  const services = await mountScan();
  await submitCode('https://klob.id/klobfair2026/home');
  expect(services.navigate).toHaveBeenCalledWith('/klobfair2026/home');
  await act(() => userEvent.clear(screen.getByRole('textbox', { name: 'Kode acara' })));
  await submitCode('BEASISWA-MERAPI-2026');
  expect(services.navigate).toHaveBeenLastCalledWith('/form/beasiswa-merapi-2026');
});

test('an unknown code says so and keeps what was typed', async () => {
  const services = await mountScan();
  await submitCode('acara-lain');
  expect(await screen.findByRole('alert')).toHaveTextContent('Kode acara acara-lain tidak dikenal');
  expect(screen.getByRole('textbox', { name: 'Kode acara' })).toHaveValue('acara-lain');
  expect(services.navigate).not.toHaveBeenCalled();
});
