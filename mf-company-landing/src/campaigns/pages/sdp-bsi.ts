import { BANK_SYARIAH_INDONESIA, defineCampaignPage } from '../campaign-blocks';

/** Staff Development Program BSI: Bank Syariah Indonesia's campaign page. */
export default defineCampaignPage({
  path: '/sdp-bsi',
  ...BANK_SYARIAH_INDONESIA,
  vacancyKeyword: 'Staff Development',
  startDate: '2026-09-15',
  endDate: '2027-03-31',
  guestbook: true,
  texts: {
    id: {
      title: 'Staff Development Program BSI',
      tagline: 'Bangun kariermu bersama Bank Syariah Indonesia.',
      programme:
        'Staff Development Program (SDP) BSI adalah program pendidikan berikatan dinas untuk lulusan D3/S1 yang ingin berkarier di perbankan syariah.',
    },
    en: {
      title: 'BSI Staff Development Program',
      tagline: 'Build your career with Bank Syariah Indonesia.',
      programme:
        'The BSI Staff Development Program (SDP) is a bonded training programme for diploma and bachelor graduates who want a career in Islamic banking.',
    },
  },
});
