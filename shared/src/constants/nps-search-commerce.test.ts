import {
  NPS_COMMENT_MAX_LENGTH,
  NPS_FEATURE_ID,
  NPS_MEANINGS,
  NPS_PASSIVE_MIN,
  NPS_PROMOTER_MIN,
  NPS_SCALE_LABEL_SCORES,
  NPS_SCALE_MAX,
  NPS_SCALE_MIN,
  NPS_SCORES,
  npsMeaningOf,
  npsPromptKind,
} from './nps';
import { LOCAL_SUGGESTION_CAP, SEARCH_DEBOUNCE_MS, SEARCH_SUGGESTION_GROUPS } from './search';
import { TRANSACTION_PAGE_LENGTH, TRANSACTION_PAGE_START } from './commerce';

describe('NPS constants', () => {
  test('S1-9-02 the NPS scale is 1 to 10', () => {
    expect([NPS_SCALE_MIN, NPS_SCALE_MAX]).toEqual([1, 10]);
    expect(NPS_SCORES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('S1-9-03 the NPS comment limit is 1000 characters', () => {
    expect(NPS_COMMENT_MAX_LENGTH).toBe(1000);
  });

  test('S1-9-04 the NPS thresholds are 9 or more and 7 or more', () => {
    expect([NPS_PROMOTER_MIN, NPS_PASSIVE_MIN]).toEqual([9, 7]);
    expect([10, 9, 8, 7, 6, 1].map(npsPromptKind)).toEqual([
      'recommend',
      'recommend',
      'hesitant',
      'hesitant',
      'notRecommend',
      'notRecommend',
    ]);
  });

  test('S1-3-10 S1-3-11 the rating meanings and the scale label scores', () => {
    expect(Object.values(NPS_MEANINGS)).toEqual(['Tidak Akan', 'Mungkin Akan', 'Sangat Akan']);
    expect([6, 7, 9].map(npsMeaningOf)).toEqual(['Tidak Akan', 'Mungkin Akan', 'Sangat Akan']);
    expect(NPS_SCALE_LABEL_SCORES).toEqual({ notLikely: 1, hesitant: 7, veryLikely: 10 });
  });

  test('S1-3-09 featureId of the NPS answer is always null', () => {
    expect(NPS_FEATURE_ID).toBeNull();
  });
});

describe('search and commerce constants', () => {
  test('S1-9-07 the search debounce is 500 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  test('S1-9-08 the local suggestion cap is 10', () => {
    expect(LOCAL_SUGGESTION_CAP).toBe(10);
  });

  test('S1-3-12 the suggestion groups in order', () => {
    expect(SEARCH_SUGGESTION_GROUPS).toEqual(['lastSearchKeyword', 'jobVacancy', 'klobmeter', 'ensiklobedia', 'kaleidosklob']);
  });

  test('S1-9-10 transaction lists use page length 10 and start 0', () => {
    expect(TRANSACTION_PAGE_START).toBe(0);
    expect(TRANSACTION_PAGE_LENGTH).toBe(10);
  });
});
