import { translationProblems, translationText } from '@klob/shared/testing';
import { publishedTexts } from './index';

test.each(Object.entries(publishedTexts))(
  'namespace %s has every key in id and en, no empty text, the same placeholders in both and camelCase keys',
  (_namespace, translations) => {
    expect(translationProblems(translations)).toEqual([]);
  },
);

describe('texts the specs quote are published exactly in Indonesian (the default language)', () => {
  test.each([['search', 'suggestions.recent', 'Terakhir Dicari']] as const)('%s %s is %p', (namespace, path, expected) => {
    expect(translationText(publishedTexts[namespace], path)).toBe(expected);
  });
});
