import type { PublishedTexts } from '@klob/shared/translations';
import { journeyTranslations } from './journey';

/** The namespace mf-journey owns; its build publishes it (dist/locales) and the api serves it from there. */
export const publishedTexts = { journey: journeyTranslations } satisfies PublishedTexts;
