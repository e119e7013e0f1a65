import type { TranslationTree } from '../api-contract/locale';

/** The English tree must have exactly the keys of the Indonesian one, at every depth. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** One namespace in both languages. */
export interface NamespaceTranslations {
  id: TranslationTree;
  en: TranslationTree;
}

/**
 * Declares a namespace. Indonesian is the reference: a key missing from, or
 * added to, the English tree fails to compile (and the key-parity test). The keys stay typed, so a
 * test reads `chatTranslations.id.widget.open`.
 */
export function defineTranslations<T extends TranslationTree>(translations: { id: T; en: SameKeys<NoInfer<T>> }) {
  return translations satisfies NamespaceTranslations;
}
