import { screen, within } from '@testing-library/react';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { TELEMETRY_PATHS, type SourceTelemetrySummary } from '@klob/shared/api-contract/telemetry';
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

const reportOf = (source: string, change: Partial<SourceTelemetrySummary>): SourceTelemetrySummary => ({
  source,
  build: null,
  errors: 0,
  lastError: null,
  longTaskMs: 0,
  longTaskShare: 0,
  lcpP75: null,
  clsP75: null,
  inpP75: null,
  ...change,
});

test("each row shows its remote's errors and long-task share of the last hour, and the causes are named", async () => {
  loadUnit.mockImplementation(async ({ remote }) => buildOf(remote) as never);
  const telemetry = {
    windowMinutes: 60,
    sources: [
      reportOf('mf_forms', { errors: 3, lastError: 'survey-page mount: boom', longTaskShare: 0.1 }),
      reportOf('mf_chat', { errors: 0, longTaskMs: 900, longTaskShare: 0.9 }),
    ],
  };
  const http = createFakeHttpClient({ [`GET ${TELEMETRY_PATHS.remoteEvents}`]: { status: 200, message: 'success', result: telemetry } });
  const texts = {
    remoteStatus: {
      ...statusTexts.remoteStatus,
      mostErrors: 'Most errors: {{remote}} ({{count}}), last: {{lastError}}',
      slowestRemote: 'Slowest: {{remote}} ({{share}})',
    },
  };
  renderRoute(
    [{ path: '*', element: <RemoteStatusPage /> }],
    '/status/remotes',
    createTestServices({
      i18n: createTestI18n({ resources: { id: { shell: texts } } }),
      http: { service: http, base: createFakeHttpClient(), localization: createFakeHttpClient() },
    }),
  );

  expect(await screen.findByText('Most errors: mf_forms (3), last: survey-page mount: boom')).toBeInTheDocument();
  expect(screen.getByText('Slowest: mf_chat (90%)')).toBeInTheDocument();
  expect(within(rowOf('mf_forms')).getAllByRole('cell')[5]).toHaveTextContent('3');
  expect(within(rowOf('mf_chat')).getAllByRole('cell')[6]).toHaveTextContent('90%');
  expect(within(rowOf('mf_search')).getAllByRole('cell')[5]).toHaveTextContent('0');
});
