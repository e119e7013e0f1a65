import { useTranslation } from '@klob/shared/react-i18n';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { SHARED_NAMESPACE, SHARED_TRANSLATIONS, type SharedTexts } from '../i18n/shared-translations';

/** `{{name}}` of a text filled from `values` (the stand-in text is not interpolated by i18next). */
const filled = (text: string, values: Record<string, string> = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/**
 * The texts of @klob/shared's own components in the current language; the Indonesian text
 * stands in when an instance lacks the shared namespace.
 */
export function useSharedText(): (key: keyof SharedTexts, values?: Record<string, string>) => string {
  const { t } = useTranslation(SHARED_NAMESPACE);
  return (key, values) => t(key, { ...values, defaultValue: filled(SHARED_TRANSLATIONS[DEFAULT_LANGUAGE][key], values) });
}
