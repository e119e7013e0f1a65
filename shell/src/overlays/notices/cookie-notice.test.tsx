import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { shellTranslations } from '../../texts/shell';
import { renderRoute } from '../../testing/render-route';
import { CookieNotice } from './cookie-notice';

function renderNotice(services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id } } }) })) {
  renderRoute([{ path: '*', element: <CookieNotice /> }], '/', services);
  return services;
}

beforeEach(() => {
  document.cookie = 'approved=; max-age=0; path=/';
});

test('S1-4.2-01 S1-4.2-02 S1-4.2-03 S1-3-28 the cookie notice shows to guests without approved=true; agreeing sets it for 30 days and hides it', async () => {
  const cookieWrites: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const cookieSpy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
    cookieWrites.push(value);
    descriptor.set!.call(document, value);
  });
  renderNotice();
  await userEvent.click(screen.getByRole('button', { name: 'Setuju' }));
  expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  expect(cookieWrites).toEqual(['approved=true; max-age=2592000; path=/; SameSite=Lax']);
  cookieSpy.mockRestore();
});

test('S1-4.2-01 the cookie notice is not shown with approved=true, nor to a signed-in user', () => {
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id } } }) });
  services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: null });
  renderNotice(services);
  expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
});
