import { defineCampaign } from '../campaign-config';

/** Recruitment Fazz Group: Fazz Group's campaign page. */
export default defineCampaign({
  path: '/recruitment-fazzgroup',
  partner: { name: 'Fazz Group', corporateId: 'CORP-FAZZ', logoUrl: '/static/demo/campaign/fazz-logo.svg' },
  brand: { primary: '#3a1ca8', onPrimary: '#ffffff', accent: '#00d1a0' },
  guestbook: false,
  texts: {
    id: {
      title: 'Recruitment Fazz Group',
      tagline: 'Bangun kariermu bersama Fazz Group.',
      programme:
        'Fazz membangun infrastruktur pembayaran dan keuangan untuk bisnis di Asia Tenggara. Kami mencari orang yang senang bergerak cepat.',
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
          question: 'Bagaimana cara mendaftar di Fazz Group?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'Fazz Group Recruitment',
      tagline: 'Build your career with Fazz Group.',
      programme:
        'Fazz builds payment and finance infrastructure for businesses in Southeast Asia. We are looking for people who like to move fast.',
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
          question: 'How do I apply to Fazz Group?',
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
