/**
 * The localization contract (api area 015, spec 1 §7, S1-7-24/25, DECISIONS #4):
 * GET /locale/open/fetch/klob-id/{language}/{namespace} answers
 * `{ status, message, data: { [language]: { [namespace]: strings } } }`.
 * The other segment order ({namespace}/{language}) answers the same body.
 */

import { LOCALIZATION_PRODUCT_ID } from '../constants/language';
import type { Language } from '../i18n/languages';

/** What the api routes on; clients build full paths with `localizationPath` of `@klob/shared/constants`. */
export const LOCALE_PATH_PREFIX = `/locale/open/fetch/${LOCALIZATION_PRODUCT_ID}`;

/** Every namespace the api serves, one translation file each. */
export const LOCALE_NAMESPACES = [
  'common',
  'shell',
  'auth',
  'journey',
  'chat',
  'search',
  'forms',
  'company-landing',
  'community',
  'pages',
] as const;
export type LocaleNamespace = (typeof LOCALE_NAMESPACES)[number];

export const isLocaleNamespace = (value: unknown): value is LocaleNamespace =>
  typeof value === 'string' && (LOCALE_NAMESPACES as readonly string[]).includes(value);

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
