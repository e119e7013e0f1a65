/**
 * How long a page or a unit waits for its texts before it renders anyway: the texts fill in when
 * they arrive (react-i18next re-renders on load), so a hanging localization call never leaves a
 * blank page. Short of the slot's 8 s limit, so a unit still mounts within it.
 */
export const TRANSLATIONS_WAIT_MS = 3000;

/**
 * The slot's limit: a unit whose code, translations and first render are not done by then shows
 * the fallback (docs/ARCHITECTURE.md "The remote contract"). Its load goes on: a retry after it arrived uses it.
 */
export const UNIT_LOAD_TIMEOUT_MS = 8000;

/**
 * An open page reads /remotes.json again (the kill switch, the entries' hashes) when a slot mounts and its copy is
 * older than this, so a remote ops switched off is not mounted from a stale copy.
 */
export const REMOTE_STATES_MAX_AGE_MS = 2_000;
