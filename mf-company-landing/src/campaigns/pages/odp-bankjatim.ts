import { BANK_JATIM, defineCampaignPage } from '../campaign-blocks';

/** Officer Development Program Bank Jatim: Bank Jatim's campaign page. */
export default defineCampaignPage({
  path: '/odp-bankjatim',
  ...BANK_JATIM,
  vacancyKeyword: 'Officer Development',
  startDate: '2026-09-01',
  endDate: '2027-03-31',
  guestbook: true,
  texts: {
    id: {
      title: 'Officer Development Program Bank Jatim',
      tagline: 'Bangun kariermu bersama Bank Jatim.',
      programme:
        'ODP Bank Jatim adalah program pendidikan calon pemimpin bank selama 12 bulan, dengan penempatan di kantor cabang seluruh Jawa Timur.',
    },
    en: {
      title: 'Bank Jatim Officer Development Program',
      tagline: 'Build your career with Bank Jatim.',
      programme: 'The Bank Jatim ODP is a 12-month programme for future bank leaders, placed at branch offices across East Java.',
    },
  },
});
