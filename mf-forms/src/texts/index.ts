import type { PublishedTexts } from '@klob/shared/translations';
import { formsTranslations } from './forms';

/** The namespace mf-forms owns; its build publishes it (dist/locales) and the api serves it from there. */
export const publishedTexts = { forms: formsTranslations } satisfies PublishedTexts;
