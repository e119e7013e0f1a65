import { describeAppTexts } from '@klob/shared/testing';
import { publishedTexts } from './index';

describeAppTexts(publishedTexts, [
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
]);
