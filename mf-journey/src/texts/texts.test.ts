import { translationProblems } from '@klob/shared/testing';
import { publishedTexts } from './index';

test.each(Object.entries(publishedTexts))(
  'namespace %s has every key in id and en, no empty text, the same placeholders in both and camelCase keys',
  (_namespace, translations) => {
    expect(translationProblems(translations)).toEqual([]);
  },
);
