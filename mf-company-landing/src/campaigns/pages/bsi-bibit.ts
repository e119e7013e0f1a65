import { defineCampaignPage } from '../campaign-blocks';

/** Rekrutmen BSI x Bibit: Bibit's campaign page. */
export default defineCampaignPage({
  path: '/bsi-bibit',
  partner: { name: 'Bibit', corporateId: 'CORP-BIBIT', logoUrl: '/static/demo/campaign/bibit-logo.svg' },
  brand: { primary: '#00ab6b', onPrimary: '#ffffff', accent: '#00a39d' },
  startDate: '2026-10-01',
  endDate: '2027-06-30',
  guestbook: true,
  texts: {
    id: {
      title: 'Rekrutmen BSI x Bibit',
      tagline: 'Bangun kariermu bersama Bibit.',
      programme:
        'Bibit bersama Bank Syariah Indonesia menghadirkan investasi reksa dana syariah yang mudah. Bantu kami mengenalkan investasi syariah ke lebih banyak orang.',
    },
    en: {
      title: 'BSI x Bibit Recruitment',
      tagline: 'Build your career with Bibit.',
      programme:
        'Bibit and Bank Syariah Indonesia offer easy Islamic mutual fund investing. Help us bring Islamic investing to more people.',
    },
  },
});
