import { createShellStorage, type StoredActivityLog } from './shell-storage';

beforeEach(() => window.localStorage.clear());

describe('shell local storage keys', () => {
  test('S1-3-27 string entries are written under their spec key', () => {
    const storage = createShellStorage();
    storage.targetUrl.write('/home/klob-and-co/job?id=1');
    storage.utmCampaign.write('launch');
    storage.utmSource.write('ig');
    storage.utmMedium.write('social');
    storage.from.write('/home/kloboard');

    expect(window.localStorage.getItem('targetUrl')).toBe('/home/klob-and-co/job?id=1');
    expect(window.localStorage.getItem('utm_campaign')).toBe('launch');
    expect(window.localStorage.getItem('utm_source')).toBe('ig');
    expect(window.localStorage.getItem('utm_medium')).toBe('social');
    expect(window.localStorage.getItem('from')).toBe('/home/kloboard');
    expect(storage.targetUrl.read()).toBe('/home/klob-and-co/job?id=1');

    storage.targetUrl.remove();
    expect(storage.targetUrl.read()).toBeNull();
  });

  test('defaultLanguage answers only a known language', () => {
    const storage = createShellStorage();
    storage.defaultLanguage.write('en');
    expect(storage.defaultLanguage.read()).toBe('en');
    window.localStorage.setItem('defaultLanguage', 'fr');
    expect(storage.defaultLanguage.read()).toBeNull();
  });

  test('dismissedPWA is a true/false flag', () => {
    const storage = createShellStorage();
    expect(storage.dismissedPWA.read()).toBeNull();
    storage.dismissedPWA.write(true);
    expect(window.localStorage.getItem('dismissedPWA')).toBe('true');
    expect(storage.dismissedPWA.read()).toBe(true);
  });

  test('activityLog round-trips as JSON and a corrupt value reads as absent', () => {
    const storage = createShellStorage();
    const log: StoredActivityLog = {
      entity: 'job',
      entityId: 'j1',
      userAgent: 'ua',
      totalClick: 1,
      listUrl: [{ preLoginUrl: '/a', sequence: 1 }],
      preLogin1Url: '/a',
      preLogin2Url: '',
      type: 'job',
    };
    storage.activityLog.write(log);
    expect(storage.activityLog.read()).toEqual(log);
    window.localStorage.setItem('activityLog', '{broken');
    expect(storage.activityLog.read()).toBeNull();
  });
});
