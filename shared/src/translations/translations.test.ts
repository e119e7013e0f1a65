import { LOCALE_NAMESPACES, type TranslationTree } from '../api-contract/locale';
import { translationsByNamespace } from './index';

/** Every leaf as 'path.to.key' -> text. */
function leaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leafPath, text] of leaves(value, path)) found.set(leafPath, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** i18next resolves `{{max}}`; the spec's exact texts are compared after that. */
const interpolate = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const text = (namespace: (typeof LOCALE_NAMESPACES)[number], path: string, language: 'id' | 'en' = 'id') => {
  const value = leaves(translationsByNamespace[namespace][language]).get(path);
  if (value === undefined) throw new Error(`${language}/${namespace} has no key ${path}`);
  return value;
};

describe.each(LOCALE_NAMESPACES.map((namespace) => [namespace]))('namespace %s', (namespace) => {
  const { id, en } = translationsByNamespace[namespace];

  test('has the same keys in id and en', () => {
    expect([...leaves(en).keys()].sort()).toEqual([...leaves(id).keys()].sort());
  });

  test('has no empty text, and the same placeholders in both languages', () => {
    const english = leaves(en);
    for (const [path, indonesian] of leaves(id)) {
      expect(indonesian.trim()).not.toBe('');
      expect({ path, placeholders: placeholders(english.get(path) ?? '') }).toEqual({ path, placeholders: placeholders(indonesian) });
    }
  });

  test('uses camelCase keys', () => {
    for (const path of leaves(id).keys()) {
      for (const key of path.split('.')) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
  });
});

test('every namespace of the contract has a translation file, and no other is served', () => {
  expect(Object.keys(translationsByNamespace).sort()).toEqual([...LOCALE_NAMESPACES].sort());
});

describe('texts the specs quote are served exactly in Indonesian (the default language)', () => {
  test.each([
    ['chat', 'conversation.emptyMessage', 'Yuk, Tulis pesan kamu dahulu'],
    ['chat', 'connection.offlineTitle', 'Koneksi internet kamu terganggu!'],
    ['chat', 'failure.messages', 'Gagal Menampilakan Pesan'],
    ['chat', 'failure.refreshChat', 'Refresh chat'],
    ['chat', 'failure.history', 'Gagal Menampilkan History Chat'],
    ['chat', 'failure.refreshHistory', 'Refresh History'],
    ['chat', 'noFeature.message', 'Perusahaan tidak memiliki layanan chat dengan user!'],
    ['chat', 'roles.chatAsAdmin', 'chat as admin'],
    ['company-landing', 'comingSoon.backToKlob', 'Kembali Ke Klob'],
    ['company-landing', 'eventTabs.home', 'Beranda'],
    ['company-landing', 'eventTabs.jobVacancies', 'Lowongan Kerja'],
    ['company-landing', 'eventTabs.expo', 'Expo'],
    ['company-landing', 'eventTabs.job', 'Job'],
    ['company-landing', 'eventTabs.onlineClass', 'Kelas Daring'],
    ['company-landing', 'eventTabs.webinar', 'Webinar'],
    ['company-landing', 'eventTabs.openingSession', 'Opening Session'],
    ['company-landing', 'eventTabs.promoPackage', 'Paket Promo'],
    ['company-landing', 'eventTabs.bazaar', 'Bazaar'],
    ['company-landing', 'eventTabs.virtualGraduation', 'Daftar Wisuda Virtual'],
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
    ['search', 'suggestions.recent', 'Terakhir Dicari'],
    ['common', 'deleteConfirmation.confirm', 'Yes, delete'],
    ['common', 'deleteConfirmation.noActionAlert', 'action delete belum ada'],
    ['common', 'validation.required', 'Wajib diisi'],
    ['common', 'httpErrors.alertPrefix', 'Error! '],
  ] as const)('%s %s is %p', (namespace, path, expected) => {
    expect(text(namespace, path)).toBe(expected);
  });

  test("issue 9: the footer's 'registered and supervised by' is the spec's English text and is translated on the Indonesian page", () => {
    expect(text('shell', 'footer.registeredAndSupervised', 'en')).toBe('registered and supervised by');
    expect(text('shell', 'footer.registeredAndSupervised')).toBe('terdaftar dan diawasi oleh');
  });

  test('texts with numbers read exactly once the number is filled in', () => {
    expect(interpolate(text('forms', 'validation.maxCharacters'), { max: 16 })).toBe('Maksimal 16 karakter');
    expect(interpolate(text('forms', 'validation.maxCharacters'), { max: 255 })).toBe('Maksimal 255 karakter');
    expect(interpolate(text('common', 'httpErrors.serverStatus'), { code: 503, statusText: 'Service Unavailable' })).toBe(
      'Error 503 - Service Unavailable',
    );
  });
});
