import type { UnitName } from '@klob/shared/units';
import { loadUnitModule } from '../remotes/federation';
import { resetRemoteRoutes, type RemoteRoutes } from '../routes/remote-routes';

/**
 * For a test that mocks `../remotes/federation` (its `jest.mock` stays in the test file, where jest hoists it):
 * every unit load is asked for and stays pending, so the test sees what was loaded and nothing mounts; the remotes
 * publish `routes`.
 */
export function holdUnitLoads(routes: RemoteRoutes): void {
  jest
    .mocked(loadUnitModule)
    .mockReset()
    .mockReturnValue(new Promise(() => undefined));
  resetRemoteRoutes(routes);
}

/** What mf-search publishes: one page of its own at `path`. */
export const mfSearchPage = (path: string, unit: UnitName<'mf_search'>): RemoteRoutes => ({
  list: [{ remote: 'mf_search', route: { path, access: 'public', unit } }],
  unavailable: [],
});
