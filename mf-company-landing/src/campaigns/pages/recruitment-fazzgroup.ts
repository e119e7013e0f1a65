import { defineCampaignPage } from '../campaign-blocks';

/** Recruitment Fazz Group: Fazz Group's campaign page. */
export default defineCampaignPage({
  path: '/recruitment-fazzgroup',
  partner: { name: 'Fazz Group', corporateId: 'CORP-FAZZ', logoUrl: '/static/demo/campaign/fazz-logo.svg' },
  brand: { primary: '#3a1ca8', onPrimary: '#ffffff', accent: '#00d1a0' },
  guestbook: false,
  texts: {
    id: {
      title: 'Recruitment Fazz Group',
      tagline: 'Bangun kariermu bersama Fazz Group.',
      programme:
        'Fazz membangun infrastruktur pembayaran dan keuangan untuk bisnis di Asia Tenggara. Kami mencari orang yang senang bergerak cepat.',
    },
    en: {
      title: 'Fazz Group Recruitment',
      tagline: 'Build your career with Fazz Group.',
      programme:
        'Fazz builds payment and finance infrastructure for businesses in Southeast Asia. We are looking for people who like to move fast.',
    },
  },
});
