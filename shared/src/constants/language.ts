export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

export { LOCALIZATION_PRODUCT_ID, localizationPath } from '../api-contract/locale';
