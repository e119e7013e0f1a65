import { defineCampaignPage } from '../campaign-blocks';

/** Management Trainee Program ABM Group: ABM Group's campaign page. */
export default defineCampaignPage({
  path: '/mtprogram-abmgroup',
  partner: { name: 'ABM Group', corporateId: 'CORP-ABMGROUP', logoUrl: '/static/demo/campaign/abm-group-logo.svg' },
  brand: { primary: '#0b3d2e', onPrimary: '#ffffff', accent: '#f2a900' },
  startDate: '2026-10-01',
  endDate: '2027-05-31',
  guestbook: false,
  texts: {
    id: {
      title: 'Management Trainee Program ABM Group',
      tagline: 'Bangun kariermu bersama ABM Group.',
      programme:
        'Program Management Trainee ABM Group menyiapkan pemimpin masa depan di bidang energi terintegrasi melalui pelatihan 12 bulan dan rotasi antar unit bisnis.',
    },
    en: {
      title: 'ABM Group Management Trainee Program',
      tagline: 'Build your career with ABM Group.',
      programme:
        'The ABM Group Management Trainee Program prepares future leaders in integrated energy through 12 months of training and rotations across business units.',
    },
  },
});
