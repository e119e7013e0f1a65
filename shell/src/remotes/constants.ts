/** The remotes manifest of the environment, served next to the shell's index.html. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
/** The slot's limit and the age of the remotes' states live with the other time limits in @klob/shared (e2e reads them too). */
export { REMOTE_STATES_MAX_AGE_MS, UNIT_LOAD_TIMEOUT_MS } from '@klob/shared/constants';
/** Retries of a remote's manifest and entry script after a failed fetch, each after the delay. */
export const REMOTE_FETCH_RETRY_TIMES = 2;
export const REMOTE_FETCH_RETRY_DELAY_MS = 300;
/**
 * One fetch of a remote's manifest is given up after this. Longer than the slot's limit on purpose:
 * a slow remote (answering after 20 s) still arrives and loads on the next retry, while a hanging one
 * frees its connection.
 */
export const REMOTE_FETCH_TIMEOUT_MS = 30_000;
