import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindLanguageToBus } from '@klob/shared';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../testing/render-route';
import { LanguageSwitch } from './language-switch';
import { LandingPage } from '../pages/landing/landing-page';

const shellTexts = (title: string, label: string) => ({ languageSwitch: { label }, landing: { hero: { title } } });

async function renderLandingWithSwitch() {
  const i18n = createTestI18n({
    resources: {
      id: { shell: shellTexts('Karier impianmu dimulai di sini', 'Bahasa') },
      en: { shell: shellTexts('Your dream career starts here', 'Language') },
    },
  });
  const services = createTestServices({ i18n, navigate: jest.fn() });
  bindLanguageToBus(i18n, services.bus);
  const element = (
    <>
      <LanguageSwitch />
      <LandingPage />
    </>
  );
  renderRoute([{ path: '/', element }], '/', services);
  return services;
}

test('S1-1-11 Indonesian is the default language and English can be chosen without a reload', async () => {
  const services = await renderLandingWithSwitch();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Karier impianmu dimulai di sini');
  expect(screen.getByRole('button', { name: 'ID' })).toHaveAttribute('aria-pressed', 'true');

  await act(() => userEvent.click(screen.getByRole('button', { name: 'EN' })));
  expect(services.bus.getState('language')).toBe('en');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your dream career starts here');
  expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
});

describe('S1-1-12 the language from the browser location', () => {
  function renderSwitch(position: { latitude: number; longitude: number } | 'refused', language: 'id' | 'en') {
    const getCurrentPosition = jest.fn((resolve: PositionCallback, reject: PositionErrorCallback) =>
      position === 'refused'
        ? reject({ code: 1, message: 'denied' } as GeolocationPositionError)
        : resolve({ coords: position } as GeolocationPosition),
    );
    Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const service = createFakeHttpClient({
      'GET /rest/open/geocode/reverse': { status: 200, result: { countryCode: language === 'id' ? 'ID' : 'SG', language } },
    });
    const i18n = createTestI18n({
      resources: { id: { shell: { languageSwitch: { label: 'Bahasa', fromLocation: 'Pilih otomatis dari lokasi' } } } },
    });
    const services = createTestServices({ i18n });
    services.http.service = service;
    renderRoute([{ path: '/', element: <LanguageSwitch /> }], '/', services);
    return { services, service, getCurrentPosition };
  }
  const pick = () => userEvent.click(screen.getByRole('button', { name: 'Pilih otomatis dari lokasi' }));

  test('S1-7-28 asks for the position only on request, sends its latitude and longitude to the reverse geocoding and takes its language (elsewhere: en)', async () => {
    const { services, service, getCurrentPosition } = renderSwitch({ latitude: 1.29, longitude: 103.85 }, 'en');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await act(pick);
    expect(service.requests[0]?.options?.params).toEqual({ lat: 1.29, lng: 103.85 });
    expect(services.bus.getState('language')).toBe('en');
  });

  test('in Indonesia the language is id', async () => {
    const { services } = renderSwitch({ latitude: -6.2, longitude: 106.85 }, 'id');
    services.bus.setState('language', 'en');
    await act(pick);
    expect(services.bus.getState('language')).toBe('id');
  });

  test('a refused location changes nothing and calls nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { services, service } = renderSwitch('refused', 'en');
    await act(pick);
    expect(service.requests).toEqual([]);
    expect(services.bus.getState('language')).toBe('id');
    warn.mockRestore();
  });
});
