import { describeAppTexts, interpolateText, translationText } from '@klob/shared/testing';
import { publishedTexts } from './index';

describeAppTexts(publishedTexts, [
  ['auth', 'registrationChoice.title', 'Kamu daftar sebagai apa?'],
  ['auth', 'password.match', 'Kata sandi cocok'],
  ['auth', 'alerts.loginException', 'Something went wrong, please contact administrator.'],
  ['auth', 'alerts.forgotPasswordFailed', 'Email tidak terdaftar'],
  ['shell', 'previewMode', 'Preview Mode'],
  ['shell', 'companyToasts.claimAccepted', 'Perusahaan Berhasil Diklaim'],
  ['shell', 'companyToasts.publishAccepted', 'Perusahaan Berhasil Dipublish'],
  ['shell', 'companyToasts.rejected', 'Perusahaan Berhasil Direject'],
  ['shell', 'companyToasts.alreadyHandled', 'request ini sudah ditangani sebelumnya'],
  ['shell', 'header.findJobs', 'Cari Lowongan'],
  ['shell', 'footer.columnKlob', 'KLOB'],
  ['shell', 'nps.meaningNotLikely', 'Tidak Akan'],
  ['shell', 'nps.meaningMaybe', 'Mungkin Akan'],
  ['shell', 'nps.meaningVeryLikely', 'Sangat Akan'],
  ['common', 'deleteConfirmation.confirm', 'Yes, delete'],
  ['common', 'deleteConfirmation.noActionAlert', 'action delete belum ada'],
  ['common', 'validation.required', 'Wajib diisi'],
  ['common', 'httpErrors.alertPrefix', 'Error! '],
]);

test("issue 9: the footer's 'registered and supervised by' is the spec's English text and is translated on the Indonesian page", () => {
  expect(translationText(publishedTexts.shell, 'footer.registeredAndSupervised', 'en')).toBe('registered and supervised by');
  expect(translationText(publishedTexts.shell, 'footer.registeredAndSupervised')).toBe('terdaftar dan diawasi oleh');
});

test('texts with numbers read exactly once the number is filled in', () => {
  expect(
    interpolateText(translationText(publishedTexts.common, 'httpErrors.serverStatus'), { code: 503, statusText: 'Service Unavailable' }),
  ).toBe('Error 503 - Service Unavailable');
});
