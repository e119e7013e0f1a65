import { defineCampaign } from '../campaign-config';

/** Rekrutmen PT Kereta Api Indonesia: PT Kereta Api Indonesia's campaign page. */
export default defineCampaign({
  path: '/recruitment-KAI',
  partner: { name: 'PT Kereta Api Indonesia', corporateId: 'CORP-KAI', logoUrl: '/static/demo/campaign/kai-logo.svg' },
  brand: { primary: '#1b2a6b', onPrimary: '#ffffff', accent: '#f47920' },
  startDate: '2026-10-15',
  endDate: '2027-04-30',
  guestbook: true,
  texts: {
    id: {
      title: 'Rekrutmen PT Kereta Api Indonesia',
      tagline: 'Bangun kariermu bersama PT Kereta Api Indonesia.',
      programme:
        'KAI mencari talenta muda untuk menjaga perjalanan kereta api yang aman, tepat waktu dan nyaman bagi jutaan penumpang setiap hari.',
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
          question: 'Bagaimana cara mendaftar di PT Kereta Api Indonesia?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'PT Kereta Api Indonesia Recruitment',
      tagline: 'Build your career with PT Kereta Api Indonesia.',
      programme:
        'KAI is looking for young talent to keep train journeys safe, punctual and comfortable for millions of passengers every day.',
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
          question: 'How do I apply to PT Kereta Api Indonesia?',
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
