import { defineTranslations } from '@klob/shared/translations';
import { headerTexts } from './header';
import { menuTexts } from './menus';
import { remoteStatusTexts } from './remote-status';
import { landingTexts } from './landing';
import { noticeTexts } from './notices';
import { footerTexts } from './footer';
import { onboardingTexts } from './onboarding';
import { unitFallbackTexts } from './unit-fallbacks';
import { dialogTexts } from './dialogs';

/** The page shell (spec 1 §2.9, §4, spec 2 headers): header, menus, footer, landing, banners, logout and NPS. */
export const shellTranslations = defineTranslations({
  id: {
    ...headerTexts.id,
    ...menuTexts.id,
    ...remoteStatusTexts.id,
    ...landingTexts.id,
    ...noticeTexts.id,
    ...footerTexts.id,
    ...onboardingTexts.id,
    ...unitFallbackTexts.id,
    ...dialogTexts.id,
  },
  en: {
    ...headerTexts.en,
    ...menuTexts.en,
    ...remoteStatusTexts.en,
    ...landingTexts.en,
    ...noticeTexts.en,
    ...footerTexts.en,
    ...onboardingTexts.en,
    ...unitFallbackTexts.en,
    ...dialogTexts.en,
  },
});
