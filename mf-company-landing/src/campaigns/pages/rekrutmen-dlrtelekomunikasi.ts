import { defineCampaignPage } from '../campaign-blocks';

/** Rekrutmen DLR Telekomunikasi: PT DLR Telekomunikasi's campaign page. */
export default defineCampaignPage({
  path: '/rekrutmen-dlrtelekomunikasi',
  partner: { name: 'PT DLR Telekomunikasi', corporateId: 'CORP-DLRTELEKOM', logoUrl: '/static/demo/campaign/dlr-telekomunikasi-logo.svg' },
  brand: { primary: '#c8102e', onPrimary: '#ffffff', accent: '#1f1f1f' },
  endDate: '2027-02-28',
  guestbook: false,
  texts: {
    id: {
      title: 'Rekrutmen DLR Telekomunikasi',
      tagline: 'Bangun kariermu bersama PT DLR Telekomunikasi.',
      programme:
        'DLR Telekomunikasi membangun jaringan fiber optik di Jawa Tengah dan membutuhkan teknisi serta engineer jaringan yang siap bekerja di lapangan.',
    },
    en: {
      title: 'DLR Telekomunikasi Recruitment',
      tagline: 'Build your career with PT DLR Telekomunikasi.',
      programme:
        'DLR Telekomunikasi builds fibre networks in Central Java and needs technicians and network engineers ready for field work.',
    },
  },
});
