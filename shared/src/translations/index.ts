import type { NamespaceTranslations } from './define-translations';

/**
 * How texts are declared. Each app owns its namespaces in `<app>/src/texts/` and publishes them with its
 * build (issue 23); only the shared UI's own `common` namespace lives here, published by the shell's build.
 */
export type { NamespaceTranslations, SameKeys } from './define-translations';
export { defineTranslations } from './define-translations';
export { commonTranslations } from './common';

/** The namespaces one build publishes: namespace -> its texts in both languages. */
export type PublishedTexts = Readonly<Record<string, NamespaceTranslations>>;
