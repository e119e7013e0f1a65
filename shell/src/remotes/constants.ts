/** The remotes manifest of the environment, served next to the shell's index.html. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
/** A unit that has not loaded by then counts as failed (its slot shows the fallback). */
export const UNIT_LOAD_TIMEOUT_MS = 8000;
/** Retries of the official retry plugin for manifests and remote entries before a unit fails. */
export const REMOTE_FETCH_RETRY_TIMES = 2;
export const REMOTE_FETCH_RETRY_DELAY_MS = 300;
