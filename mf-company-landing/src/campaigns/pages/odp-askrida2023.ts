import { defineCampaign } from '../campaign-config';

/** Officer Development Program Askrida 2023: Asuransi Bangun Askrida's campaign page. */
export default defineCampaign({
  path: '/odp-askrida2023',
  partner: { name: 'Asuransi Bangun Askrida', corporateId: 'CORP-ASKRIDA', logoUrl: '/static/demo/campaign/askrida-logo.svg' },
  brand: { primary: '#0d4c92', onPrimary: '#ffffff', accent: '#f9a825' },
  startDate: '2023-02-01',
  endDate: '2023-04-30',
  guestbook: false,
  texts: {
    id: {
      title: 'Officer Development Program Askrida 2023',
      tagline: 'Bangun kariermu bersama Asuransi Bangun Askrida.',
      programme:
        'ODP Askrida 2023 menyiapkan officer asuransi umum di bidang underwriting dan klaim melalui pendidikan dan penempatan di kantor cabang.',
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
          question: 'Bagaimana cara mendaftar di Asuransi Bangun Askrida?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'Askrida Officer Development Program 2023',
      tagline: 'Build your career with Asuransi Bangun Askrida.',
      programme:
        'The Askrida ODP 2023 prepares general insurance officers in underwriting and claims through training and branch placements.',
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
          question: 'How do I apply to Asuransi Bangun Askrida?',
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
