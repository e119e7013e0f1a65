import type { Language } from '../i18n/languages';

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

/** DECISIONS #4: the product segment of the localization path. */
export const LOCALIZATION_PRODUCT_ID = 'klob-id';

/** DECISIONS #4: GET /locale/open/fetch/klob-id/{language}/{namespace}, answering data[language][namespace]. */
export const localizationPath = (language: Language, namespace: string): string =>
  `/locale/open/fetch/${LOCALIZATION_PRODUCT_ID}/${language}/${encodeURIComponent(namespace)}`;
