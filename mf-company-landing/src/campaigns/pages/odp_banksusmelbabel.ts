import { defineCampaignPage } from '../campaign-blocks';

/** Officer Development Program Bank Sumsel Babel: Bank Sumsel Babel's campaign page. */
export default defineCampaignPage({
  path: '/odp_banksusmelbabel',
  partner: { name: 'Bank Sumsel Babel', corporateId: 'CORP-BANKSUMSELBABEL', logoUrl: '/static/demo/campaign/bank-sumsel-babel-logo.svg' },
  brand: { primary: '#005baa', onPrimary: '#ffffff', accent: '#e31e24' },
  startDate: '2026-09-01',
  endDate: '2027-01-31',
  guestbook: true,
  texts: {
    id: {
      title: 'Officer Development Program Bank Sumsel Babel',
      tagline: 'Bangun kariermu bersama Bank Sumsel Babel.',
      programme:
        'Program ODP Bank Sumsel Babel mencetak officer perbankan untuk jaringan kantor di Sumatera Selatan dan Kepulauan Bangka Belitung.',
    },
    en: {
      title: 'Bank Sumsel Babel Officer Development Program',
      tagline: 'Build your career with Bank Sumsel Babel.',
      programme: 'The Bank Sumsel Babel ODP trains banking officers for its offices in South Sumatra and the Bangka Belitung Islands.',
    },
  },
});
