import { defineCampaignPage } from '../campaign-blocks';

/** Rekrutmen PT Bukit Asam: PT Bukit Asam's campaign page. */
export default defineCampaignPage({
  path: '/rekrutmen-ptba',
  partner: { name: 'PT Bukit Asam', corporateId: 'CORP-PTBA', logoUrl: '/static/demo/campaign/ptba-logo.svg' },
  brand: { primary: '#231f20', onPrimary: '#ffffff', accent: '#ed1c24' },
  startDate: '2026-10-01',
  endDate: '2027-03-31',
  guestbook: false,
  texts: {
    id: {
      title: 'Rekrutmen PT Bukit Asam',
      tagline: 'Bangun kariermu bersama PT Bukit Asam.',
      programme:
        'PT Bukit Asam (PTBA) membuka kesempatan bagi engineer, geolog dan tenaga K3 untuk operasi tambang di Tanjung Enim, Sumatera Selatan.',
    },
    en: {
      title: 'PT Bukit Asam Recruitment',
      tagline: 'Build your career with PT Bukit Asam.',
      programme:
        'PT Bukit Asam (PTBA) is opening positions for engineers, geologists and safety officers at its mining operations in Tanjung Enim, South Sumatra.',
    },
  },
});
