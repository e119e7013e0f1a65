import { BANK_SYARIAH_INDONESIA, defineCampaignPage } from '../campaign-blocks';

/** Officer Development Program BSI: Bank Syariah Indonesia's campaign page. */
export default defineCampaignPage({
  path: '/odp-bsi',
  ...BANK_SYARIAH_INDONESIA,
  vacancyKeyword: 'Officer Development',
  startDate: '2026-09-15',
  endDate: '2027-03-31',
  guestbook: true,
  texts: {
    id: {
      title: 'Officer Development Program BSI',
      tagline: 'Bangun kariermu bersama Bank Syariah Indonesia.',
      programme:
        'Officer Development Program (ODP) BSI menyiapkan calon officer dan pemimpin cabang melalui pendidikan kelas, praktik kerja dan mentoring.',
    },
    en: {
      title: 'BSI Officer Development Program',
      tagline: 'Build your career with Bank Syariah Indonesia.',
      programme:
        'The BSI Officer Development Program (ODP) prepares future officers and branch leaders through classes, on-the-job practice and mentoring.',
    },
  },
});
