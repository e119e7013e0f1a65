import { LEMBAGA_PENJAMIN_SIMPANAN, defineCampaignPage } from '../campaign-blocks';

/** LPS ProHire 2024, the page of the reduced route set (spec 1 §2.6): Lembaga Penjamin Simpanan's experienced-hire campaign. */
export default defineCampaignPage({
  path: '/prohirelps2024',
  ...LEMBAGA_PENJAMIN_SIMPANAN,
  vacancyKeyword: 'Analis',
  startDate: '2024-01-15',
  endDate: '2027-12-31',
  guestbook: false,
  texts: {
    id: {
      title: 'LPS ProHire 2024',
      tagline: 'Bangun kariermu bersama Lembaga Penjamin Simpanan.',
      programme:
        'LPS ProHire adalah rekrutmen tenaga profesional berpengalaman untuk memperkuat fungsi penjaminan simpanan, resolusi bank dan manajemen risiko LPS.',
    },
    en: {
      title: 'LPS ProHire 2024',
      tagline: 'Build your career with Lembaga Penjamin Simpanan.',
      programme:
        'LPS ProHire recruits experienced professionals to strengthen deposit insurance, bank resolution and risk management at LPS.',
    },
  },
});
