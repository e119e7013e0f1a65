import { commonTranslations, type PublishedTexts } from '@klob/shared/translations';
import { authTranslations } from './auth';
import { pagesTranslations } from './pages';
import { shellTranslations } from './shell';

/**
 * The namespaces the shell's build publishes (dist/locales), served by the api from there: its own three,
 * and `common`, the shared UI's texts, which every page loads with the shell.
 */
export const publishedTexts = {
  shell: shellTranslations,
  auth: authTranslations,
  pages: pagesTranslations,
  common: commonTranslations,
} satisfies PublishedTexts;
