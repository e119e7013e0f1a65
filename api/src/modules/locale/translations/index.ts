import type { LocaleNamespace } from '@klob/shared/api-contract/locale';
import type { NamespaceTranslations } from '../define-translations.js';
import { authTranslations } from './auth.js';
import { chatTranslations } from './chat.js';
import { commonTranslations } from './common.js';
import { communityTranslations } from './community.js';
import { companyLandingTranslations } from './company-landing.js';
import { formsTranslations } from './forms.js';
import { journeyTranslations } from './journey.js';
import { searchTranslations } from './search.js';
import { shellTranslations } from './shell.js';
import { pagesTranslations } from './pages.js';

/** Every namespace the api serves -> its translations. A new namespace is a new file plus a line here and in LOCALE_NAMESPACES. */
export const translationsByNamespace: Record<LocaleNamespace, NamespaceTranslations> = {
  common: commonTranslations,
  shell: shellTranslations,
  auth: authTranslations,
  journey: journeyTranslations,
  chat: chatTranslations,
  search: searchTranslations,
  forms: formsTranslations,
  'company-landing': companyLandingTranslations,
  community: communityTranslations,
  pages: pagesTranslations,
};
