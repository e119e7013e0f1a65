import { LOCAL_STORAGE_KEYS } from '@klob/shared/constants';
import { jsonEntry, type KeyValueStorage } from './storage-entry';

/**
 * What the local storage key `auth` holds: the access token, id token, userId
 * and email of spec 1 §3 (S1-3-03), plus the refresh token the session
 * refresher exchanges for new tokens (absent when the sign-in gave none).
 */
export interface StoredAuth {
  accessToken: string;
  idToken: string;
  userId: string;
  email: string;
  refreshToken?: string;
}

/** New tokens from a refresh; `refreshToken` is there when the api rotates it (the sent one is then spent). */
export type RefreshedTokens = Pick<StoredAuth, 'accessToken' | 'idToken' | 'refreshToken'>;

/** Typed access to the `auth` key. A missing, corrupt or malformed value means signed out. */
export interface AuthStore {
  read(): StoredAuth | null;
  write(auth: StoredAuth): void;
  /** Keeps userId and email, and the refresh token unless a rotated one comes; answers the new value, or null when signed out (nothing to update). */
  updateTokens(tokens: RefreshedTokens): StoredAuth | null;
  clear(): void;
  getIdToken(): string | null;
}

const REQUIRED_FIELDS = ['accessToken', 'idToken', 'userId', 'email'] as const;

function isStoredAuth(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const hasRequired = REQUIRED_FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '');
  return hasRequired && (record.refreshToken === undefined || typeof record.refreshToken === 'string');
}

export function createAuthStorage(storage: KeyValueStorage = window.localStorage): AuthStore {
  const entry = jsonEntry(storage, LOCAL_STORAGE_KEYS.auth, isStoredAuth);
  return {
    read: entry.read,
    write: entry.write,
    updateTokens(tokens) {
      const current = entry.read();
      if (!current) return null;
      const next: StoredAuth = {
        ...current,
        accessToken: tokens.accessToken,
        idToken: tokens.idToken,
        ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
      };
      entry.write(next);
      return next;
    },
    clear: entry.remove,
    getIdToken: () => entry.read()?.idToken ?? null,
  };
}
