import { defineCampaign } from '../campaign-config';

/** Beasiswa LPS-LPDP 2023: Lembaga Penjamin Simpanan's campaign page. */
export default defineCampaign({
  path: '/lps-lpdp2023',
  partner: { name: 'Lembaga Penjamin Simpanan', corporateId: 'CORP-LPS', logoUrl: '/static/demo/campaign/lps-logo.svg' },
  brand: { primary: '#00529b', onPrimary: '#ffffff', accent: '#ffc20e' },
  startDate: '2023-03-01',
  endDate: '2023-05-31',
  guestbook: false,
  texts: {
    id: {
      title: 'Beasiswa LPS-LPDP 2023',
      tagline: 'Bangun kariermu bersama Lembaga Penjamin Simpanan.',
      programme:
        'Program beasiswa kerja sama LPS dan LPDP untuk studi magister di bidang keuangan, penjaminan simpanan dan resolusi bank, dengan ikatan dinas di LPS.',
      requirements: [
        'Lulusan D3/S1 dari jurusan yang relevan dengan IPK minimal 3,00',
        'Usia maksimal 27 tahun pada saat pendaftaran',
        'Bersedia ditempatkan di seluruh wilayah kerja perusahaan',
      ],
      benefits: [
        'Pelatihan terstruktur bersama mentor berpengalaman',
        'Gaji dan tunjangan yang kompetitif',
        'Jenjang karier yang jelas setelah program',
      ],
      timeline: [
        { stage: 'Pendaftaran online', when: 'Sesuai periode pendaftaran' },
        { stage: 'Seleksi administrasi', when: '1-2 minggu setelah pendaftaran ditutup' },
        { stage: 'Tes potensi dan wawancara', when: 'Diumumkan melalui email' },
        { stage: 'Pengumuman akhir', when: 'Diumumkan melalui email' },
      ],
      faq: [
        {
          question: 'Bagaimana cara mendaftar di Lembaga Penjamin Simpanan?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'LPS-LPDP Scholarship 2023',
      tagline: 'Build your career with Lembaga Penjamin Simpanan.',
      programme:
        "A scholarship programme of LPS and LPDP for master's studies in finance, deposit insurance and bank resolution, followed by service at LPS.",
      requirements: [
        'A relevant diploma or bachelor degree with a GPA of at least 3.00',
        'At most 27 years old at registration',
        'Willing to be placed anywhere the company works',
      ],
      benefits: [
        'Structured training with experienced mentors',
        'A competitive salary and allowances',
        'A clear career path after the programme',
      ],
      timeline: [
        { stage: 'Online registration', when: 'During the registration period' },
        { stage: 'Document screening', when: '1-2 weeks after registration closes' },
        { stage: 'Aptitude test and interview', when: 'Announced by email' },
        { stage: 'Final announcement', when: 'Announced by email' },
      ],
      faq: [
        {
          question: 'How do I apply to Lembaga Penjamin Simpanan?',
          answer: 'Pick an open position on this page, press Apply, then sign in or create a Klob account to continue your application.',
        },
        {
          question: 'Is there a registration fee?',
          answer: 'No. The whole recruitment process is free of charge. Beware of scams using the company name.',
        },
      ],
    },
  },
});
