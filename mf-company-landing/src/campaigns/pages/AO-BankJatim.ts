import { BANK_JATIM, defineCampaignPage } from '../campaign-blocks';

/** Rekrutmen Account Officer Bank Jatim: Bank Jatim's campaign page. */
export default defineCampaignPage({
  path: '/AO-BankJatim',
  ...BANK_JATIM,
  vacancyKeyword: 'Account Officer',
  startDate: '2026-09-01',
  endDate: '2027-03-31',
  guestbook: true,
  texts: {
    id: {
      title: 'Rekrutmen Account Officer Bank Jatim',
      tagline: 'Bangun kariermu bersama Bank Jatim.',
      programme: 'Bank Jatim mencari Account Officer yang akan mengembangkan portofolio kredit UMKM dan komersial di wilayah Jawa Timur.',
    },
    en: {
      title: 'Bank Jatim Account Officer Recruitment',
      tagline: 'Build your career with Bank Jatim.',
      programme: 'Bank Jatim is looking for Account Officers to grow its small-business and commercial loan portfolio in East Java.',
    },
  },
});
