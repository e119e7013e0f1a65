/**
 * spec 1 §3: the local storage keys. The profile-banner closed flags are not named by the spec, nor is `timeZone` (the
 * zone api requests send, kept between visits: shell/src/http/remembered-time-zone.ts).
 */
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
  timeZone: 'timeZone',
} as const;
