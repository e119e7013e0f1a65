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
