import { translationProblems, translationText } from '@klob/shared/testing';
import { publishedTexts } from './index';

test.each(Object.entries(publishedTexts))(
  'namespace %s has every key in id and en, no empty text, the same placeholders in both and camelCase keys',
  (_namespace, translations) => {
    expect(translationProblems(translations)).toEqual([]);
  },
);

describe('texts the specs quote are published exactly in Indonesian (the default language)', () => {
  test.each([
    ['company-landing', 'comingSoon.backToKlob', 'Kembali Ke Klob'],
    ['company-landing', 'eventTabs.home', 'Beranda'],
    ['company-landing', 'eventTabs.jobVacancies', 'Lowongan Kerja'],
    ['company-landing', 'eventTabs.expo', 'Expo'],
    ['company-landing', 'eventTabs.job', 'Job'],
    ['company-landing', 'eventTabs.onlineClass', 'Kelas Daring'],
    ['company-landing', 'eventTabs.webinar', 'Webinar'],
    ['company-landing', 'eventTabs.openingSession', 'Opening Session'],
    ['company-landing', 'eventTabs.promoPackage', 'Paket Promo'],
    ['company-landing', 'eventTabs.bazaar', 'Bazaar'],
    ['company-landing', 'eventTabs.virtualGraduation', 'Daftar Wisuda Virtual'],
  ] as const)('%s %s is %p', (namespace, path, expected) => {
    expect(translationText(publishedTexts[namespace], path)).toBe(expected);
  });
});
