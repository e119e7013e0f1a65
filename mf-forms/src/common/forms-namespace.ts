import type { LocaleNamespace } from '@klob/shared/api-contract/locale';

/** The translation namespace of every mf-forms unit (shared/src/translations/forms.ts). */
export const FORMS_NAMESPACE = 'forms' satisfies LocaleNamespace;
