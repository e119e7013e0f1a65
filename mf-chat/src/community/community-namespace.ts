import type { LocaleNamespace } from '@klob/shared/api-contract/locale';

/** The translation namespace of the community popup (shared/src/translations/community.ts). */
export const COMMUNITY_NAMESPACE = 'community' satisfies LocaleNamespace;
