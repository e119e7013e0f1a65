import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { SEARCH_NAMESPACE } from './search-namespace';

/** The search namespace's `t` and the current language (the default one while i18next has none). */
export function useSearchTranslation() {
  const { t, i18n } = useTranslation(SEARCH_NAMESPACE);
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { t, language };
}
