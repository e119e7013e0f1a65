import { defineCampaign } from '../campaign-config';

/** Rekrutmen DDI KMP: PT Duta Digital Inovasi KMP's campaign page. */
export default defineCampaign({
  path: '/rekrutmen-ddikmp',
  partner: { name: 'PT Duta Digital Inovasi KMP', corporateId: 'CORP-DDIKMP', logoUrl: '/static/demo/campaign/ddikmp-logo.svg' },
  brand: { primary: '#222831', onPrimary: '#ffffff', accent: '#00adb5' },
  guestbook: false,
  texts: {
    id: {
      title: 'Rekrutmen DDI KMP',
      tagline: 'Bangun kariermu bersama PT Duta Digital Inovasi KMP.',
      programme:
        'DDI KMP membangun produk digital untuk industri media dan ritel. Bergabunglah dengan tim engineering kami di Tangerang atau bekerja jarak jauh.',
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
          question: 'Bagaimana cara mendaftar di PT Duta Digital Inovasi KMP?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'DDI KMP Recruitment',
      tagline: 'Build your career with PT Duta Digital Inovasi KMP.',
      programme:
        'DDI KMP builds digital products for the media and retail industries. Join our engineering team in Tangerang or work remotely.',
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
          question: 'How do I apply to PT Duta Digital Inovasi KMP?',
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
