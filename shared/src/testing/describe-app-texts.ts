import type { NamespaceTranslations } from '../translations/define-translations';
import { translationProblems, translationText } from './translation-checks';

/** A text the specs quote: namespace, key path and the exact Indonesian text. */
export type QuotedText<Namespace extends string> = readonly [namespace: Namespace, path: string, indonesian: string];

/**
 * The checks every app runs on its published texts: each namespace is sound (see `translationProblems`) and each
 * text the specs quote is published exactly in Indonesian, the default language. Call it at the top of a test file.
 */
export function describeAppTexts<Texts extends Record<string, NamespaceTranslations>>(
  publishedTexts: Texts,
  quoted: readonly QuotedText<Extract<keyof Texts, string>>[] = [],
): void {
  test.each(Object.entries(publishedTexts))(
    'namespace %s has every key in id and en, no empty text, the same placeholders in both and camelCase keys',
    (_namespace, translations) => {
      expect(translationProblems(translations)).toEqual([]);
    },
  );
  if (quoted.length === 0) return;
  describe('texts the specs quote are published exactly in Indonesian (the default language)', () => {
    test.each(quoted)('%s %s is %p', (namespace, path, expected) => {
      const translations: NamespaceTranslations | undefined = publishedTexts[namespace];
      if (!translations) throw new Error(`no namespace ${namespace}`);
      expect(translationText(translations, path)).toBe(expected);
    });
  });
}
