import {
  APPROVAL_COOKIE,
  APPROVAL_COOKIE_MAX_AGE_SECONDS,
  DEFAULT_REGISTRATION_FROM,
  LOCAL_STORAGE_KEYS,
  UTM_STORAGE_KEYS,
} from './storage';
import { PRELOGIN_URL_LIMIT, LOGOUT_LOADER_DELAY_MS, TOKEN_REFRESH_INTERVAL_MS, lastActivityUrls } from './session';
import { CURRENT_ENVIRONMENT, PRODUCT_NAME, PRODUCT_SLUG } from './product';

describe('storage and session constants', () => {
  test('S1-9-01 the approval cookie is named approved and lasts 30 days', () => {
    expect(APPROVAL_COOKIE).toEqual({ name: 'approved', value: 'true', maxAgeDays: 30 });
    expect(APPROVAL_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  test('S1-3-27 the local storage keys are the ones of spec 1 §3', () => {
    expect(Object.values(LOCAL_STORAGE_KEYS)).toEqual([
      'auth',
      'defaultLanguage',
      'targetUrl',
      'utm_campaign',
      'utm_source',
      'utm_medium',
      'activityLog',
      'from',
      'dismissedPWA',
    ]);
    expect(UTM_STORAGE_KEYS).toEqual(['utm_campaign', 'utm_source', 'utm_medium']);
    expect(DEFAULT_REGISTRATION_FROM).toBe('/home/kloboard');
  });

  test('S1-9-05 the logout loader delay is 2 s', () => {
    expect(LOGOUT_LOADER_DELAY_MS).toBe(2000);
  });

  test('S1-9-13 the session token refresh runs every 10000 ms', () => {
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(10000);
  });

  test('S1-9-14 the activity log sends at most the last 10 URLs', () => {
    expect(PRELOGIN_URL_LIMIT).toBe(10);
    const urls = Array.from({ length: 13 }, (_, index) => `/page-${index + 1}`);
    expect(lastActivityUrls(urls)).toEqual(urls.slice(3));
    expect(lastActivityUrls(urls.slice(0, 4))).toEqual(urls.slice(0, 4));
  });

  test('S1-9-29 the current environment is a development one', () => {
    expect(CURRENT_ENVIRONMENT).toBe('development');
  });

  test('{product} is klob in paths and Klob in text', () => {
    expect(PRODUCT_SLUG).toBe('klob');
    expect(PRODUCT_NAME).toBe('Klob');
  });
});
