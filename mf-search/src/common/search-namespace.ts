import type { LocaleNamespace } from '@klob/shared/api-contract/locale';

/** The translation namespace of every mf-search unit (shared/src/translations/search.ts). */
export const SEARCH_NAMESPACE = 'search' satisfies LocaleNamespace;
