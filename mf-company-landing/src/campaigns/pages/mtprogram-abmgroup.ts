import { defineCampaign } from '../campaign-config';

/** Management Trainee Program ABM Group: ABM Group's campaign page. */
export default defineCampaign({
  path: '/mtprogram-abmgroup',
  partner: { name: 'ABM Group', corporateId: 'CORP-ABMGROUP', logoUrl: '/static/demo/campaign/abm-group-logo.svg' },
  brand: { primary: '#0b3d2e', onPrimary: '#ffffff', accent: '#f2a900' },
  startDate: '2026-10-01',
  endDate: '2027-05-31',
  guestbook: false,
  texts: {
    id: {
      title: 'Management Trainee Program ABM Group',
      tagline: 'Bangun kariermu bersama ABM Group.',
      programme:
        'Program Management Trainee ABM Group menyiapkan pemimpin masa depan di bidang energi terintegrasi melalui pelatihan 12 bulan dan rotasi antar unit bisnis.',
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
          question: 'Bagaimana cara mendaftar di ABM Group?',
          answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
        },
        {
          question: 'Apakah ada biaya pendaftaran?',
          answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
        },
      ],
    },
    en: {
      title: 'ABM Group Management Trainee Program',
      tagline: 'Build your career with ABM Group.',
      programme:
        'The ABM Group Management Trainee Program prepares future leaders in integrated energy through 12 months of training and rotations across business units.',
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
          question: 'How do I apply to ABM Group?',
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
