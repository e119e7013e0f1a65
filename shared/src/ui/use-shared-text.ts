import { useTranslation } from '@klob/shared/react-i18n';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { SHARED_NAMESPACE, SHARED_TRANSLATIONS, type SharedTexts } from '../i18n/shared-translations';

/**
 * The texts of @klob/shared's own components in the current language; the Indonesian text
 * stands in when an instance lacks the shared namespace.
 */
export function useSharedText(): (key: keyof SharedTexts) => string {
  const { t } = useTranslation(SHARED_NAMESPACE);
  return (key) => t(key, { defaultValue: SHARED_TRANSLATIONS[DEFAULT_LANGUAGE][key] });
}
