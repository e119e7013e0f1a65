import { defineTranslations } from '@klob/shared/translations';
import { journeyCommonTexts } from './common';
import { applicationTexts } from './application';
import { sectionTexts } from './sections';
import { jobAndCompanyTexts } from './job-and-company';
import { cvTexts } from './cv';
import { homeCheckoutTexts } from './home-checkout';
import { homeProfileTexts } from './home-profile';
import { homeKloboardTexts } from './home-kloboard';
import { homeCartTexts } from './home-cart';

/** The four journey sections are brand names: the same in both languages. */
const SECTION_NAMES = {
  klobMeter: 'Klob Meter',
  klobAndCo: 'Klob & Co',
  kaleidosklob: 'Kaleidosklob',
  ensiklobedia: 'Ensiklobedia',
};

/** The four journey sections, kloboard, job and company detail, CV (spec 1 §1, §2). */
export const journeyTranslations = defineTranslations({
  id: {
    sections: SECTION_NAMES,
    ...journeyCommonTexts.id,
    ...applicationTexts.id,
    ...sectionTexts.id,
    ...jobAndCompanyTexts.id,
    ...cvTexts.id,
    home: { ...homeCheckoutTexts.id, ...homeProfileTexts.id, ...homeKloboardTexts.id, ...homeCartTexts.id },
  },
  en: {
    sections: SECTION_NAMES,
    ...journeyCommonTexts.en,
    ...applicationTexts.en,
    ...sectionTexts.en,
    ...jobAndCompanyTexts.en,
    ...cvTexts.en,
    home: { ...homeCheckoutTexts.en, ...homeProfileTexts.en, ...homeKloboardTexts.en, ...homeCartTexts.en },
  },
});
