import type { PublishedTexts } from '@klob/shared/translations';
import { companyLandingTranslations } from './company-landing';

/** The namespace mf-company-landing owns; its build publishes it (dist/locales) and the api serves it from there. */
export const publishedTexts = { 'company-landing': companyLandingTranslations } satisfies PublishedTexts;
