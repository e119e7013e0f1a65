import { BANK_JATIM, defineCampaignPage } from '../campaign-blocks';

/** Rekrutmen Bank Jatim 2026: Bank Jatim's campaign page. */
export default defineCampaignPage({
  path: '/rekrutmen-bankjatim',
  ...BANK_JATIM,
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  guestbook: true,
  texts: {
    id: {
      title: 'Rekrutmen Bank Jatim 2026',
      tagline: 'Bangun kariermu bersama Bank Jatim.',
      programme:
        'Bank Jatim membuka rekrutmen untuk berbagai posisi di kantor pusat Surabaya dan jaringan kantor cabang di seluruh Jawa Timur.',
    },
    en: {
      title: 'Bank Jatim Recruitment 2026',
      tagline: 'Build your career with Bank Jatim.',
      programme: 'Bank Jatim is recruiting for several positions at its Surabaya head office and its branch network across East Java.',
    },
  },
});
