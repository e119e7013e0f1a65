import { defineTranslations } from '@klob/shared/translations';
import { pagesCommonTexts } from './common';
import { helpTexts } from './help';
import { termsTexts } from './terms';
import { businessTexts } from './business';
import { calculatorTexts } from './calculators';
import { siteMapTexts } from './site-map';
import { accountStepTexts } from './account-steps';

/** The shell's content and tool pages (issue 16): FAQ, terms, business pages, calculators, sitemap, UI gallery. */
export const pagesTranslations = defineTranslations({
  id: {
    ...pagesCommonTexts.id,
    ...helpTexts.id,
    ...termsTexts.id,
    ...businessTexts.id,
    ...calculatorTexts.id,
    ...siteMapTexts.id,
    ...accountStepTexts.id,
  },
  en: {
    ...pagesCommonTexts.en,
    ...helpTexts.en,
    ...termsTexts.en,
    ...businessTexts.en,
    ...calculatorTexts.en,
    ...siteMapTexts.en,
    ...accountStepTexts.en,
  },
});
