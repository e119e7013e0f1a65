import { defineCampaignPage } from '../campaign-blocks';

/** Rekrutmen Bank BTPN Syariah: Bank BTPN Syariah's campaign page. */
export default defineCampaignPage({
  path: '/rekrutmen-btpnsyariah',
  partner: { name: 'Bank BTPN Syariah', corporateId: 'CORP-BTPNSYARIAH', logoUrl: '/static/demo/campaign/btpn-syariah-logo.svg' },
  brand: { primary: '#f47b20', onPrimary: '#ffffff', accent: '#5b2c83' },
  startDate: '2026-08-01',
  endDate: '2027-07-31',
  guestbook: true,
  texts: {
    id: {
      title: 'Rekrutmen Bank BTPN Syariah',
      tagline: 'Bangun kariermu bersama Bank BTPN Syariah.',
      programme:
        'BTPN Syariah memberdayakan jutaan nasabah prasejahtera. Jadilah Community Officer atau Business Coach yang mendampingi mereka langsung.',
    },
    en: {
      title: 'Bank BTPN Syariah Recruitment',
      tagline: 'Build your career with Bank BTPN Syariah.',
      programme:
        'BTPN Syariah empowers millions of underserved customers. Become a Community Officer or Business Coach who works with them directly.',
    },
  },
});
