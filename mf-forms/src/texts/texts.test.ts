import { describeAppTexts, interpolateText, translationText } from '@klob/shared/testing';
import { publishedTexts } from './index';

describeAppTexts(publishedTexts, [
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
]);

test('texts with numbers read exactly once the number is filled in', () => {
  expect(interpolateText(translationText(publishedTexts.forms, 'validation.maxCharacters'), { max: 16 })).toBe('Maksimal 16 karakter');
  expect(interpolateText(translationText(publishedTexts.forms, 'validation.maxCharacters'), { max: 255 })).toBe('Maksimal 255 karakter');
});
