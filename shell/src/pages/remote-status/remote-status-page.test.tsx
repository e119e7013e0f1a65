import { screen, within } from '@testing-library/react';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../../testing/render-route';
import { loadUnitModule } from '../../remotes/federation';
import { RemoteStatusPage } from './remote-status-page';

jest.mock('../../remotes/federation', () => ({ loadUnitModule: jest.fn(), registeredRemotes: () => ({}) }));
const loadUnit = jest.mocked(loadUnitModule);

const buildOf = (app: string) => ({ app, version: '0.1.0', commit: 'abc1234', builtAt: '2026-11-23T09:00:00Z' });
const statusTexts = {
  remoteStatus: { stateOk: 'berjalan', stateLoading: 'memuat', stateFailed: 'gagal', caption: 'Remote di halaman ini' },
};
const rowOf = (remote: string) => screen.getByRole('row', { name: new RegExp(`^${remote}`) });

test('each remote has its own slot: a malformed build-info costs only its row, with its own fallback', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadUnit.mockImplementation(async ({ remote }) => (remote === 'mf_search' ? { app: 42 } : buildOf(remote)) as never);
  renderRoute(
    [{ path: '*', element: <RemoteStatusPage /> }],
    '/status/remotes',
    createTestServices({ i18n: createTestI18n({ resources: { id: { shell: statusTexts } } }) }),
  );

  expect(await screen.findByTestId('slot-fallback-mf_search/build-info')).toBeInTheDocument();
  for (const remote of ['mf_journey', 'mf_chat', 'mf_forms', 'mf_company_landing']) {
    expect(await within(rowOf(remote)).findByText('berjalan')).toBeInTheDocument();
  }
  expect(within(rowOf('mf_search')).queryByText('berjalan')).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('[klob] mf_search/build-info could not be loaded', expect.any(Error));
  logged.mockRestore();
});
