import { defineCampaign } from '../campaign-config';

/** Staff Development Program BSI: Bank Syariah Indonesia's campaign page. */
export default defineCampaign({
  path: '/sdp-bsi',
  partner: { name: 'Bank Syariah Indonesia', corporateId: 'CORP-BSI', logoUrl: '/static/demo/campaign/bsi-logo.svg' },
  brand: { primary: '#00a39d', onPrimary: '#ffffff', accent: '#f8ad1d' },
  vacancyKeyword: 'Staff Development',
  startDate: '2026-09-15',
  endDate: '2027-03-31',
  guestbook: true,
  texts: {
    id: {
      title: 'Staff Development Program BSI',
      tagline: 'Bangun kariermu bersama Bank Syariah Indonesia.',
      programme:
        'Staff Development Program (SDP) BSI adalah program pendidikan berikatan dinas untuk lulusan D3/S1 yang ingin berkarier di perbankan syariah.',
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
          question: 'Bagaimana cara mendaftar di Bank Syariah Indonesia?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'BSI Staff Development Program',
      tagline: 'Build your career with Bank Syariah Indonesia.',
      programme:
        'The BSI Staff Development Program (SDP) is a bonded training programme for diploma and bachelor graduates who want a career in Islamic banking.',
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
          question: 'How do I apply to Bank Syariah Indonesia?',
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
