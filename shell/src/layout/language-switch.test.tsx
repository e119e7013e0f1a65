import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindLanguageToBus } from '@klob/shared';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
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
