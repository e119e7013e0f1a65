import type { PublishedTexts } from '@klob/shared/translations';
import { searchTranslations } from './search';

/** The namespace mf-search owns; its build publishes it (dist/locales) and the api serves it from there. */
export const publishedTexts = { search: searchTranslations } satisfies PublishedTexts;
