import { interpolateText, translationProblems, translationText } from '@klob/shared/testing';
import { publishedTexts } from './index';

test.each(Object.entries(publishedTexts))(
  'namespace %s has every key in id and en, no empty text, the same placeholders in both and camelCase keys',
  (_namespace, translations) => {
    expect(translationProblems(translations)).toEqual([]);
  },
);

describe('texts the specs quote are published exactly in Indonesian (the default language)', () => {
  test.each([
    ['forms', 'upload.checkFile', 'Periksa File!'],
    ['forms', 'upload.chooseFile', 'Pilih File'],
    ['forms', 'validation.nameRequired', 'Nama wajib diisi'],
    ['forms', 'validation.emailRequired', 'Email wajib diisi'],
    ['forms', 'validation.emailInvalid', 'Format email yang kamu masukkan salah'],
    ['forms', 'validation.phoneRequired', 'Nomor telepon wajib diisi'],
    ['forms', 'validation.phoneInvalid', 'Format tidak sesuai'],
    ['forms', 'validation.unanswered', 'Anda belum menjawab pertanyaan ini'],
    ['forms', 'validation.required', 'Wajib diisi'],
    ['forms', 'validation.checkForm', 'Periksa Form'],
  ] as const)('%s %s is %p', (namespace, path, expected) => {
    expect(translationText(publishedTexts[namespace], path)).toBe(expected);
  });

  test('texts with numbers read exactly once the number is filled in', () => {
    expect(interpolateText(translationText(publishedTexts.forms, 'validation.maxCharacters'), { max: 16 })).toBe('Maksimal 16 karakter');
    expect(interpolateText(translationText(publishedTexts.forms, 'validation.maxCharacters'), { max: 255 })).toBe('Maksimal 255 karakter');
  });
});
