import { LEMBAGA_PENJAMIN_SIMPANAN, defineCampaignPage } from '../campaign-blocks';

/** Beasiswa LPS-LPDP 2023: Lembaga Penjamin Simpanan's campaign page. */
export default defineCampaignPage({
  path: '/lps-lpdp2023',
  ...LEMBAGA_PENJAMIN_SIMPANAN,
  startDate: '2023-03-01',
  endDate: '2023-05-31',
  guestbook: false,
  texts: {
    id: {
      title: 'Beasiswa LPS-LPDP 2023',
      tagline: 'Bangun kariermu bersama Lembaga Penjamin Simpanan.',
      programme:
        'Program beasiswa kerja sama LPS dan LPDP untuk studi magister di bidang keuangan, penjaminan simpanan dan resolusi bank, dengan ikatan dinas di LPS.',
    },
    en: {
      title: 'LPS-LPDP Scholarship 2023',
      tagline: 'Build your career with Lembaga Penjamin Simpanan.',
      programme:
        "A scholarship programme of LPS and LPDP for master's studies in finance, deposit insurance and bank resolution, followed by service at LPS.",
    },
  },
});
