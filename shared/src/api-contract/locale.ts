/**
 * The localization contract (api area 015, spec 1 §7, S1-7-24/25, DECISIONS #4):
 * GET /locale/open/fetch/klob-id/{language}/{namespace} answers
 * `{ status, message, data: { [language]: { [namespace]: strings } } }`.
 * The other segment order ({namespace}/{language}) answers the same body.
 */

import type { Language } from '../i18n/languages';

/** DECISIONS #4: the product segment of the localization path. */
export const LOCALIZATION_PRODUCT_ID = 'klob-id';

export const LOCALE_PATH_PREFIX = `/locale/open/fetch/${LOCALIZATION_PRODUCT_ID}`;

/** The api's route (it takes the two segments in either order); clients build the URL with {@link localizationPath}. */
export const LOCALE_ROUTE = `${LOCALE_PATH_PREFIX}/:language/:namespace`;

/** DECISIONS #4: GET /locale/open/fetch/klob-id/{language}/{namespace}, answering data[language][namespace]. */
export const localizationPath = (language: Language, namespace: string): string =>
  `${LOCALE_PATH_PREFIX}/${language}/${encodeURIComponent(namespace)}`;

/**
 * A namespace is named by the app that publishes it (issue 23): lower-case words joined by '-', at most
 * 64 characters. The api serves the namespaces the deployed apps published; it knows no list of its own.
 */
export const LOCALE_NAMESPACE_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const LOCALE_NAMESPACE_MAX_LENGTH = 64;
export type LocaleNamespace = string;

export const isLocaleNamespace = (value: unknown): value is LocaleNamespace =>
  typeof value === 'string' && value.length <= LOCALE_NAMESPACE_MAX_LENGTH && LOCALE_NAMESPACE_PATTERN.test(value);

/** Where a build publishes its texts, under its own origin: `locales/index.json` and `locales/{language}/{namespace}.json`. */
export const PUBLISHED_TEXTS_DIR = 'locales';
export const PUBLISHED_TEXTS_INDEX = `${PUBLISHED_TEXTS_DIR}/index.json`;
export const publishedTextsFile = (language: Language, namespace: LocaleNamespace) =>
  `${PUBLISHED_TEXTS_DIR}/${language}/${namespace}.json`;

/** `locales/index.json` of one build: which namespaces it publishes (each in every language), and which build it is. */
export interface PublishedTextsIndex {
  app: string;
  buildId: string;
  namespaces: LocaleNamespace[];
}

/** Strings keyed in camelCase; objects nest. Placeholders use i18next's `{{name}}`. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** `data[language][namespace]`: exactly the asked pair (a union of pairs when L or N is a union). */
export type LocaleData<L extends Language = Language, N extends LocaleNamespace = LocaleNamespace> = L extends Language
  ? N extends LocaleNamespace
    ? { [language in L]: { [namespace in N]: TranslationTree } }
    : never
  : never;

export interface LocaleResponse<L extends Language = Language, N extends LocaleNamespace = LocaleNamespace> {
  status: number;
  message: string;
  data: LocaleData<L, N>;
}
