import { startApp, stopApp, type StaticApp } from '../../tools/platform/processes';
import { E2E_STATE_FILE } from './e2e-platform';

/** Stops one app's static server of the e2e platform (its origin then refuses connections). */
export const stopAppServer = (app: StaticApp): Promise<void> => stopApp(E2E_STATE_FILE, app);

/** Starts it again on the same port; the global teardown stops it with the rest. */
export const startAppServer = (app: StaticApp): Promise<void> => startApp(E2E_STATE_FILE, app);
