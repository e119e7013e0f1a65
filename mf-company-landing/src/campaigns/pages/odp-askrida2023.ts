import { defineCampaignPage } from '../campaign-blocks';

/** Officer Development Program Askrida 2023: Asuransi Bangun Askrida's campaign page. */
export default defineCampaignPage({
  path: '/odp-askrida2023',
  partner: { name: 'Asuransi Bangun Askrida', corporateId: 'CORP-ASKRIDA', logoUrl: '/static/demo/campaign/askrida-logo.svg' },
  brand: { primary: '#0d4c92', onPrimary: '#ffffff', accent: '#f9a825' },
  startDate: '2023-02-01',
  endDate: '2023-04-30',
  guestbook: false,
  texts: {
    id: {
      title: 'Officer Development Program Askrida 2023',
      tagline: 'Bangun kariermu bersama Asuransi Bangun Askrida.',
      programme:
        'ODP Askrida 2023 menyiapkan officer asuransi umum di bidang underwriting dan klaim melalui pendidikan dan penempatan di kantor cabang.',
    },
    en: {
      title: 'Askrida Officer Development Program 2023',
      tagline: 'Build your career with Asuransi Bangun Askrida.',
      programme:
        'The Askrida ODP 2023 prepares general insurance officers in underwriting and claims through training and branch placements.',
    },
  },
});
