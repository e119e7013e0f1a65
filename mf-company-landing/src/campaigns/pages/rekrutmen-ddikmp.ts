import { defineCampaignPage } from '../campaign-blocks';

/** Rekrutmen DDI KMP: PT Duta Digital Inovasi KMP's campaign page. */
export default defineCampaignPage({
  path: '/rekrutmen-ddikmp',
  partner: { name: 'PT Duta Digital Inovasi KMP', corporateId: 'CORP-DDIKMP', logoUrl: '/static/demo/campaign/ddikmp-logo.svg' },
  brand: { primary: '#222831', onPrimary: '#ffffff', accent: '#00adb5' },
  guestbook: false,
  texts: {
    id: {
      title: 'Rekrutmen DDI KMP',
      tagline: 'Bangun kariermu bersama PT Duta Digital Inovasi KMP.',
      programme:
        'DDI KMP membangun produk digital untuk industri media dan ritel. Bergabunglah dengan tim engineering kami di Tangerang atau bekerja jarak jauh.',
    },
    en: {
      title: 'DDI KMP Recruitment',
      tagline: 'Build your career with PT Duta Digital Inovasi KMP.',
      programme:
        'DDI KMP builds digital products for the media and retail industries. Join our engineering team in Tangerang or work remotely.',
    },
  },
});
