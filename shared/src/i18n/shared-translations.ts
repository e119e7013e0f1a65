import type { i18n as I18n } from 'i18next';
import type { Language } from './languages';

/** The namespace of the texts of @klob/shared's own components; bundled, never fetched. */
export const SHARED_NAMESPACE = 'shared';

export interface SharedTexts {
  slotUnavailable: string;
  /** A unit built against another bus version than the page runs. */
  slotIncompatible: string;
  /** A unit built against a singleton version the page does not satisfy: {{package}}, {{wanted}} (a range), {{provided}}. */
  slotIncompatibleVersion: string;
  retry: string;
  /** spec 1 §5: the default required-field message. */
  required: string;
  /** spec 1 §5: the file input's choose button. */
  chooseFile: string;
  noFileChosen: string;
  showPassword: string;
  hidePassword: string;
  loading: string;
  close: string;
}

export const SHARED_TRANSLATIONS: Record<Language, SharedTexts> = {
  id: {
    slotUnavailable: 'Bagian ini sedang tidak tersedia.',
    slotIncompatible: 'Bagian ini dibuat untuk versi platform lain dan tidak dapat ditampilkan.',
    slotIncompatibleVersion:
      'Bagian ini memerlukan {{package}} {{wanted}}, sedangkan halaman ini memakai {{provided}}, sehingga tidak dapat ditampilkan.',
    retry: 'Coba lagi',
    required: 'Wajib diisi',
    chooseFile: 'Pilih File',
    noFileChosen: 'Belum ada file yang dipilih',
    showPassword: 'Tampilkan kata sandi',
    hidePassword: 'Sembunyikan kata sandi',
    loading: 'Memuat...',
    close: 'Tutup',
  },
  en: {
    slotUnavailable: 'This section is not available right now.',
    slotIncompatible: 'This section was built for another version of the platform and cannot be shown.',
    slotIncompatibleVersion: 'This section needs {{package}} {{wanted}}, but this page runs {{provided}}, so it cannot be shown.',
    retry: 'Try again',
    required: 'Required',
    chooseFile: 'Choose File',
    noFileChosen: 'No file chosen',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    loading: 'Loading...',
    close: 'Close',
  },
};

/** The shared namespace as i18next `resources`. */
export const sharedResources = (): Record<Language, Record<typeof SHARED_NAMESPACE, SharedTexts>> => ({
  id: { [SHARED_NAMESPACE]: SHARED_TRANSLATIONS.id },
  en: { [SHARED_NAMESPACE]: SHARED_TRANSLATIONS.en },
});

/** Adds the shared texts to an i18n instance made elsewhere (a harness, a test); a no-op when present. */
export function ensureSharedTranslations(i18n: I18n): void {
  for (const [language, texts] of Object.entries(SHARED_TRANSLATIONS)) {
    if (!i18n.hasResourceBundle(language, SHARED_NAMESPACE)) i18n.addResourceBundle(language, SHARED_NAMESPACE, texts);
  }
}
