import type { LocaleNamespace } from '../api-contract/locale';
import type { NamespaceTranslations } from './define-translations';
import { authTranslations } from './auth';
import { chatTranslations } from './chat';
import { commonTranslations } from './common';
import { communityTranslations } from './community';
import { companyLandingTranslations } from './company-landing';
import { formsTranslations } from './forms';
import { journeyTranslations } from './journey';
import { searchTranslations } from './search';
import { shellTranslations } from './shell';
import { pagesTranslations } from './pages';

/** Every namespace the api serves -> its translations. A new namespace is a new file plus a line here and in LOCALE_NAMESPACES. */
export type { NamespaceTranslations } from './define-translations';
export { defineTranslations } from './define-translations';
export {
  authTranslations,
  chatTranslations,
  commonTranslations,
  communityTranslations,
  companyLandingTranslations,
  formsTranslations,
  journeyTranslations,
  pagesTranslations,
  searchTranslations,
  shellTranslations,
};

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
