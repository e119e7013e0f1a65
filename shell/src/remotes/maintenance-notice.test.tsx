import { screen, waitFor } from '@testing-library/react';
import { createMountable, useUnitProps } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { shellTranslations } from '../texts/shell';
import { renderRoute } from '../testing/render-route';
import { REMOTE_STATES_MAX_AGE_MS } from './constants';
import { loadUnitModule } from './federation';
import { RemoteUnit } from './remote-unit';
import { setRemoteStates } from './remote-state-store';

jest.mock('./federation', () => ({ loadUnitModule: jest.fn() }));
const loadUnit = jest.mocked(loadUnitModule);

function SearchBox() {
  const { pathname } = useUnitProps();
  return <p>search box at {pathname}</p>;
}
const searchBox = createMountable(SearchBox, { name: 'search-box', busVersion: BUS_VERSION });

function renderPage(language: 'id' | 'en' = 'id') {
  const i18n = createTestI18n({ language, resources: { id: { shell: shellTranslations.id }, en: { shell: shellTranslations.en } } });
  const page = (
    <>
      <header>shell header</header>
      <RemoteUnit unit={{ remote: 'mf_search', unit: 'search-box' }} pathname="/jobs" />
      <main>
        <RemoteUnit unit={{ remote: 'mf_search', unit: 'jobs-page' }} pathname="/jobs" asPage />
      </main>
    </>
  );
  renderRoute([{ path: '/jobs', element: page }], '/jobs', createTestServices({ i18n, navigate: jest.fn() }));
}

const realFetch = globalThis.fetch;
beforeEach(() => {
  loadUnit.mockReset();
  loadUnit.mockResolvedValue(searchBox);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  setRemoteStates({}, 0);
});

test('a remote switched off shows a calm notice in its slot and a notice page on its route, loading nothing; the shell stays', () => {
  setRemoteStates({ mf_search: { disabled: true } });
  renderPage();
  expect(screen.getByTestId('maintenance-search-box')).toHaveTextContent('Sedang dalam pemeliharaan singkat');
  expect(screen.getByRole('heading', { name: 'Sedang dalam pemeliharaan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  expect(screen.getByText('shell header')).toBeInTheDocument();
  expect(loadUnit).not.toHaveBeenCalled();
});

test('the notice speaks English when the user chose it', () => {
  setRemoteStates({ mf_search: { disabled: true } });
  renderPage('en');
  expect(screen.getByTestId('maintenance-search-box')).toHaveTextContent('Briefly under maintenance');
  expect(screen.getByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
});

test('a slot mounting after the states grew old reads /remotes.json again: switched on, the unit loads', async () => {
  setRemoteStates({ mf_search: { disabled: true } }, Date.now() - REMOTE_STATES_MAX_AGE_MS - 1);
  // jsdom has no Response: the fields fetchRemotesFile reads.
  const fetchSpy = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ mf_search: 'http://localhost:3003/mf-manifest.json' }),
  }));
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  renderPage();
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.getAllByText('search box at /jobs')).toHaveLength(2));
  expect(screen.queryByTestId('maintenance-search-box')).not.toBeInTheDocument();
});
