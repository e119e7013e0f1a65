import { defineCampaign } from '../campaign-config';

/** Rekrutmen Bank BTPN Syariah: Bank BTPN Syariah's campaign page. */
export default defineCampaign({
  path: '/rekrutmen-btpnsyariah',
  partner: { name: 'Bank BTPN Syariah', corporateId: 'CORP-BTPNSYARIAH', logoUrl: '/static/demo/campaign/btpn-syariah-logo.svg' },
  brand: { primary: '#f47b20', onPrimary: '#ffffff', accent: '#5b2c83' },
  startDate: '2026-08-01',
  endDate: '2027-07-31',
  guestbook: true,
  texts: {
    id: {
      title: 'Rekrutmen Bank BTPN Syariah',
      tagline: 'Bangun kariermu bersama Bank BTPN Syariah.',
      programme:
        'BTPN Syariah memberdayakan jutaan nasabah prasejahtera. Jadilah Community Officer atau Business Coach yang mendampingi mereka langsung.',
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
          question: 'Bagaimana cara mendaftar di Bank BTPN Syariah?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'Bank BTPN Syariah Recruitment',
      tagline: 'Build your career with Bank BTPN Syariah.',
      programme:
        'BTPN Syariah empowers millions of underserved customers. Become a Community Officer or Business Coach who works with them directly.',
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
          question: 'How do I apply to Bank BTPN Syariah?',
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
