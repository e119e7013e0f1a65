export { createAuthStorage, type AuthStore, type StoredAuth, type RefreshedTokens } from './auth-storage';
export { createShellStorage, type ShellStorage, type StoredActivityLog } from './shell-storage';
export type { StorageEntry, KeyValueStorage } from './storage-entry';
export {
  createSessionRefresher,
  SessionRefreshError,
  type SessionRefresher,
  type SessionRefresherOptions,
  type PeriodicRefreshOptions,
} from './session-refresh';
export { requestLogout, type LogoutReason } from './request-logout';
export { createShellSession, SIGNED_OUT_PATH, type ShellSession, type ShellSessionOptions } from './session';
export { PROFILE_BANNER_FLAG_PREFIX, clearBannerFlags } from './banner-flags';
export { attachShellSession, shellSessionOf, visitLogOf } from './session-registry';
export { isSignOutRedirectPending } from './sign-out-redirect';
export { createVisitLog, PRELOGIN_LOG_PATH, type VisitLog } from './visit-log';
