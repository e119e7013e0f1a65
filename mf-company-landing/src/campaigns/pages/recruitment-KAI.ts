import { defineCampaignPage } from '../campaign-blocks';

/** Rekrutmen PT Kereta Api Indonesia: PT Kereta Api Indonesia's campaign page. */
export default defineCampaignPage({
  path: '/recruitment-KAI',
  partner: { name: 'PT Kereta Api Indonesia', corporateId: 'CORP-KAI', logoUrl: '/static/demo/campaign/kai-logo.svg' },
  brand: { primary: '#1b2a6b', onPrimary: '#ffffff', accent: '#f47920' },
  startDate: '2026-10-15',
  endDate: '2027-04-30',
  guestbook: true,
  texts: {
    id: {
      title: 'Rekrutmen PT Kereta Api Indonesia',
      tagline: 'Bangun kariermu bersama PT Kereta Api Indonesia.',
      programme:
        'KAI mencari talenta muda untuk menjaga perjalanan kereta api yang aman, tepat waktu dan nyaman bagi jutaan penumpang setiap hari.',
    },
    en: {
      title: 'PT Kereta Api Indonesia Recruitment',
      tagline: 'Build your career with PT Kereta Api Indonesia.',
      programme:
        'KAI is looking for young talent to keep train journeys safe, punctual and comfortable for millions of passengers every day.',
    },
  },
});
