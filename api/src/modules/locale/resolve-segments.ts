import { isLanguage, type Language } from '@klob/shared/constants';

/**
 * The two path segments in either order (DECISIONS #4): the one that is a
 * language is the language, the other the namespace. Null when neither is.
 */
export function resolveLocaleSegments(first: string, second: string): { language: Language; namespace: string } | null {
  if (isLanguage(first)) return { language: first, namespace: second };
  if (isLanguage(second)) return { language: second, namespace: first };
  return null;
}
