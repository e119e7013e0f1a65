import { act, render } from '@testing-library/react';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { ServicesContext } from '@klob/shared';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { useUnreadTitle } from './unread-title';
import { shellTranslations } from '../../texts/shell';

function TitledPage({ title }: { title: string }) {
  useUnreadTitle();
  return <title>{title}</title>;
}

test('S1-2.9-04 a signed-in user with unread notifications sees the count in brackets in the page title', async () => {
  const i18n = createTestI18n({ resources: { id: { shell: shellTranslations.id } } });
  const services = createTestServices({ i18n });
  const page = (title: string) => (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <TitledPage title={title} />
      </I18nextProvider>
    </ServicesContext.Provider>
  );
  const { rerender } = render(page('Kloboard'));
  await act(async () => undefined);
  expect(document.title).toBe('Kloboard');

  act(() => services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: null }));
  act(() =>
    services.bus.setState('notificationCounters', { newsInfoUnread: 2, calendarUnread: 1, helpMessageUnread: 0, corporateUnread: 1 }),
  );
  expect(document.title).toBe('(4) Kloboard');

  rerender(page('Lowongan'));
  await act(async () => undefined);
  expect(document.title).toBe('(4) Lowongan');

  act(() =>
    services.bus.setState('notificationCounters', { newsInfoUnread: 0, calendarUnread: 0, helpMessageUnread: 0, corporateUnread: 0 }),
  );
  expect(document.title).toBe('Lowongan');
});
