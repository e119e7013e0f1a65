import { isLanguage, type Language, type PreLoginActivityLog } from '@klob/shared';
import { LOCAL_STORAGE_KEYS } from '@klob/shared/constants';
import { isTimeZoneName } from '../http/remembered-time-zone';
import { booleanEntry, checkedStringEntry, jsonEntry, stringEntry, type KeyValueStorage, type StorageEntry } from './storage-entry';

/** The pre-login activity log as kept locally; the email or token is added when it is sent after sign-in. */
export type StoredActivityLog = Pick<
  PreLoginActivityLog,
  'entity' | 'entityId' | 'userAgent' | 'totalClick' | 'listUrl' | 'preLogin1Url' | 'preLogin2Url' | 'type'
>;

/** The local storage keys of spec 1 §3 besides `auth`, each typed (S1-3-27). */
export interface ShellStorage {
  defaultLanguage: StorageEntry<Language>;
  /** Where to go after login (spec 1 §2.8, §4.1). */
  targetUrl: StorageEntry<string>;
  utmCampaign: StorageEntry<string>;
  utmSource: StorageEntry<string>;
  utmMedium: StorageEntry<string>;
  /** The pre-login activity log (spec 1 §3), sent and removed after sign-in. */
  activityLog: StorageEntry<StoredActivityLog>;
  /** The section a Klobber registration started from (spec 1 §2.7, §2.8). */
  from: StorageEntry<string>;
  /** Set once the install banner was accepted, dismissed or ignored (spec 1 §4.3). */
  dismissedPWA: StorageEntry<boolean>;
  /** The browser's IANA zone as last read (issue 25: shell/src/http/remembered-time-zone.ts). */
  timeZone: StorageEntry<string>;
}

function isActivityLog(value: unknown): value is StoredActivityLog {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.entity === 'string' && typeof record.entityId === 'string' && Array.isArray(record.listUrl);
}

export function createShellStorage(storage: KeyValueStorage = window.localStorage): ShellStorage {
  return {
    defaultLanguage: checkedStringEntry(storage, LOCAL_STORAGE_KEYS.defaultLanguage, isLanguage),
    targetUrl: stringEntry(storage, LOCAL_STORAGE_KEYS.targetUrl),
    utmCampaign: stringEntry(storage, LOCAL_STORAGE_KEYS.utmCampaign),
    utmSource: stringEntry(storage, LOCAL_STORAGE_KEYS.utmSource),
    utmMedium: stringEntry(storage, LOCAL_STORAGE_KEYS.utmMedium),
    activityLog: jsonEntry(storage, LOCAL_STORAGE_KEYS.activityLog, isActivityLog),
    from: stringEntry(storage, LOCAL_STORAGE_KEYS.from),
    dismissedPWA: booleanEntry(storage, LOCAL_STORAGE_KEYS.dismissedPWA),
    timeZone: checkedStringEntry(storage, LOCAL_STORAGE_KEYS.timeZone, isTimeZoneName),
  };
}
