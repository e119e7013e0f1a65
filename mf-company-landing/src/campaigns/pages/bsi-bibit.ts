import { defineCampaign } from '../campaign-config';

/** Rekrutmen BSI x Bibit: Bibit's campaign page. */
export default defineCampaign({
  path: '/bsi-bibit',
  partner: { name: 'Bibit', corporateId: 'CORP-BIBIT', logoUrl: '/static/demo/campaign/bibit-logo.svg' },
  brand: { primary: '#00ab6b', onPrimary: '#ffffff', accent: '#00a39d' },
  startDate: '2026-10-01',
  endDate: '2027-06-30',
  guestbook: true,
  texts: {
    id: {
      title: 'Rekrutmen BSI x Bibit',
      tagline: 'Bangun kariermu bersama Bibit.',
      programme:
        'Bibit bersama Bank Syariah Indonesia menghadirkan investasi reksa dana syariah yang mudah. Bantu kami mengenalkan investasi syariah ke lebih banyak orang.',
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
          question: 'Bagaimana cara mendaftar di Bibit?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'BSI x Bibit Recruitment',
      tagline: 'Build your career with Bibit.',
      programme:
        'Bibit and Bank Syariah Indonesia offer easy Islamic mutual fund investing. Help us bring Islamic investing to more people.',
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
          question: 'How do I apply to Bibit?',
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
