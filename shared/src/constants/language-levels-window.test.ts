import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, isLanguage, localizationPath } from './language';
import { LEVEL_IMAGE_LEVELS, levelImage } from './levels';
import { FIXED_TIME_WINDOW, isWithinFixedTimeWindow } from './time-window';
import { EVENT_TAG_CATEGORIES, EVENT_TYPES } from './events';

describe('language constants', () => {
  test('S1-9-27 the default language is id', () => {
    expect(DEFAULT_LANGUAGE).toBe('id');
    expect(FALLBACK_LANGUAGE).toBe('id');
  });

  test('S1-9-28 the languages are id and en', () => {
    expect(LANGUAGES).toEqual(['id', 'en']);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });

  test('S1-7-24 the localization path is /locale/open/fetch/klob-id/{language}/{namespace} (DECISIONS #4)', () => {
    expect(localizationPath('en', 'chat')).toBe('/locale/open/fetch/klob-id/en/chat');
  });
});

describe('level images', () => {
  const images = { 0: 'level-0.png', 1: 'level-1.png', 2: 'level-2.png', default: 'level-default.png' };

  test('S1-9-24 levels 0 to 2 have their own image', () => {
    expect(LEVEL_IMAGE_LEVELS).toEqual([0, 1, 2]);
    expect([0, 1, 2].map((level) => levelImage(level, images))).toEqual(['level-0.png', 'level-1.png', 'level-2.png']);
  });

  test('S1-9-25 any other level gets the default image', () => {
    expect([3, -1, 1.5, null, undefined].map((level) => levelImage(level, images))).toEqual(Array(5).fill('level-default.png'));
  });
});

describe('fixed time window', () => {
  test('S1-9-26 the window is 2024-10-11 22:00 to 23:00 UTC+7', () => {
    expect(FIXED_TIME_WINDOW).toEqual({ start: '2024-10-11T22:00:00+07:00', end: '2024-10-11T23:00:00+07:00' });
    expect(isWithinFixedTimeWindow(new Date('2024-10-11T15:00:00Z'))).toBe(true);
    expect(isWithinFixedTimeWindow(new Date('2024-10-11T15:59:59Z'))).toBe(true);
    expect(isWithinFixedTimeWindow(new Date('2024-10-11T14:59:59Z'))).toBe(false);
    expect(isWithinFixedTimeWindow(new Date('2024-10-11T16:00:00Z'))).toBe(false);
    expect(isWithinFixedTimeWindow(new Date('2024-10-11T22:30:00Z'))).toBe(false);
  });
});

describe('event constants', () => {
  test('S1-3-21 S1-3-22 the event tag categories and event types', () => {
    expect(EVENT_TAG_CATEGORIES).toEqual(['jobFair', 'workshop', 'others', 'scholarship', 'klobEvent']);
    expect(EVENT_TYPES).toEqual(['form', 'klobfair', 'kfaas', 'graduation', 'restricted-kfaas']);
  });
});
