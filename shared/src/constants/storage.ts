import { HOME_LANDING_PATH } from './home-pages';

/** spec 1 §3: the local storage keys. The profile-banner closed flags are not named by the spec. */
export const LOCAL_STORAGE_KEYS = {
  auth: 'auth',
  defaultLanguage: 'defaultLanguage',
  targetUrl: 'targetUrl',
  utmCampaign: 'utm_campaign',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  activityLog: 'activityLog',
  from: 'from',
  dismissedPWA: 'dismissedPWA',
} as const;

export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

/** spec 1 §2.9: the utm query parameters stored locally on arrival. */
export const UTM_STORAGE_KEYS = [LOCAL_STORAGE_KEYS.utmCampaign, LOCAL_STORAGE_KEYS.utmSource, LOCAL_STORAGE_KEYS.utmMedium] as const;

/** spec 1 §2.7: the value of `from` when the registration dialog has no originating section. */
export const DEFAULT_REGISTRATION_FROM = HOME_LANDING_PATH;

/** spec 1 §4.2, §9: the cookie notice's approval cookie. */
export const APPROVAL_COOKIE = {
  name: 'approved',
  value: 'true',
  maxAgeDays: 30,
} as const;

const SECONDS_PER_DAY = 24 * 60 * 60;
export const APPROVAL_COOKIE_MAX_AGE_SECONDS = APPROVAL_COOKIE.maxAgeDays * SECONDS_PER_DAY;
