import type { ArticleCategory } from '@klob/shared/api-contract/content';

export interface ArticleSeed {
  slug: string;
  category: ArticleCategory;
  titleId: string;
  titleEn: string;
  /** Paragraphs; the first is also the summary. */
  paragraphsId: string[];
  paragraphsEn: string[];
  author: string;
}

/** The ensiklobedia articles (spec 1 §1), in both languages. */
export const articleSeeds: ArticleSeed[] = [
  {
    slug: 'cara-menulis-cv-yang-dilirik-hrd',
    category: 'karier',
    titleId: 'Cara Menulis CV yang Dilirik HRD',
    titleEn: 'How to Write a CV Recruiters Notice',
    paragraphsId: [
      'CV adalah kesan pertama kamu di mata perekrut. Buat ringkas, jelas, dan fokus pada pencapaian.',
      'Tulis pengalaman dengan angka: berapa proyek, berapa persen peningkatan, berapa orang yang kamu pimpin.',
      'Sesuaikan kata kunci dengan lowongan yang kamu lamar agar lolos penyaringan otomatis.',
    ],
    paragraphsEn: [
      'Your CV is the first impression you make on a recruiter. Keep it short, clear and focused on results.',
      'Describe experience with numbers: how many projects, what percentage of growth, how many people you led.',
      'Match the keywords of the vacancy you apply for so that automated screening lets you through.',
    ],
    author: 'Tim Klob',
  },
  {
    slug: 'tips-lolos-wawancara-kerja-pertama',
    category: 'wawancara',
    titleId: 'Tips Lolos Wawancara Kerja Pertama',
    titleEn: 'Tips to Pass Your First Job Interview',
    paragraphsId: [
      'Wawancara pertama memang menegangkan, tetapi persiapan yang matang membuat kamu lebih percaya diri.',
      'Pelajari profil perusahaan, latih jawaban dengan metode STAR, dan siapkan pertanyaan untuk pewawancara.',
    ],
    paragraphsEn: [
      'A first interview is stressful, but good preparation makes you more confident.',
      'Study the company, practise answers with the STAR method and prepare questions for the interviewer.',
    ],
    author: 'Sari Wulandari',
  },
  {
    slug: 'mengatur-gaji-pertama-dengan-bijak',
    category: 'keuangan',
    titleId: 'Mengatur Gaji Pertama dengan Bijak',
    titleEn: 'Managing Your First Salary Wisely',
    paragraphsId: [
      'Gaji pertama sebaiknya langsung dibagi: kebutuhan, tabungan, dan keinginan.',
      'Mulailah dana darurat sebesar tiga kali pengeluaran bulanan sebelum berinvestasi.',
    ],
    paragraphsEn: [
      'Split your first salary right away: needs, savings and wants.',
      'Build an emergency fund of three months of expenses before you invest.',
    ],
    author: 'Budi Santoso',
  },
  {
    slug: 'membangun-personal-branding-di-linkedin',
    category: 'pengembangan-diri',
    titleId: 'Membangun Personal Branding di LinkedIn',
    titleEn: 'Building Your Personal Brand on LinkedIn',
    paragraphsId: [
      'Profil yang lengkap dan aktif membuat perekrut lebih mudah menemukan kamu.',
      'Bagikan pembelajaran dan proyek kamu secara rutin, lalu bangun jaringan dengan orang di industri impian.',
    ],
    paragraphsEn: [
      'A complete, active profile makes it easier for recruiters to find you.',
      'Share what you learn and build regularly, and connect with people in the industry you aim for.',
    ],
    author: 'Tim Klob',
  },
  {
    slug: 'negosiasi-gaji-tanpa-canggung',
    category: 'keuangan',
    titleId: 'Negosiasi Gaji Tanpa Canggung',
    titleEn: 'Negotiating Salary Without Awkwardness',
    paragraphsId: [
      'Ketahui kisaran gaji pasar untuk posisi dan kota kamu sebelum bernegosiasi.',
      'Sampaikan angka dengan alasan yang jelas dan tetap terbuka pada tunjangan lain.',
    ],
    paragraphsEn: [
      'Know the market salary range for your position and city before you negotiate.',
      'State a number with clear reasons and stay open to other benefits.',
    ],
    author: 'Budi Santoso',
  },
  {
    slug: 'pertanyaan-wawancara-yang-sering-muncul',
    category: 'wawancara',
    titleId: '10 Pertanyaan Wawancara yang Sering Muncul',
    titleEn: '10 Interview Questions That Come Up Often',
    paragraphsId: [
      'Pertanyaan seperti "ceritakan tentang diri kamu" hampir selalu muncul. Siapkan jawaban singkat yang relevan.',
      'Latih juga jawaban tentang kelebihan, kekurangan, dan alasan kamu melamar.',
    ],
    paragraphsEn: [
      'Questions such as "tell me about yourself" come up almost every time. Prepare a short, relevant answer.',
      'Also practise answers about your strengths, weaknesses and why you applied.',
    ],
    author: 'Sari Wulandari',
  },
  {
    slug: 'beralih-karier-ke-dunia-teknologi',
    category: 'karier',
    titleId: 'Beralih Karier ke Dunia Teknologi',
    titleEn: 'Switching Careers into Technology',
    paragraphsId: [
      'Banyak talenta teknologi berasal dari latar belakang non-IT. Kuncinya adalah belajar terarah.',
      'Pilih satu jalur, misalnya data atau frontend, lalu bangun portofolio kecil yang nyata.',
    ],
    paragraphsEn: [
      'Many people in tech come from non-IT backgrounds. The key is focused learning.',
      'Pick one path, such as data or frontend, and build a small, real portfolio.',
    ],
    author: 'Andi Pratama',
  },
  {
    slug: 'produktif-saat-kerja-hybrid',
    category: 'pengembangan-diri',
    titleId: 'Tetap Produktif Saat Kerja Hybrid',
    titleEn: 'Staying Productive in Hybrid Work',
    paragraphsId: [
      'Kerja hybrid memberi fleksibilitas, tetapi butuh disiplin dalam mengatur waktu.',
      'Tentukan jam fokus, gunakan daftar tugas harian, dan komunikasikan ketersediaan kamu kepada tim.',
    ],
    paragraphsEn: [
      'Hybrid work gives flexibility but needs discipline with time.',
      'Set focus hours, keep a daily task list and tell your team when you are available.',
    ],
    author: 'Andi Pratama',
  },
  {
    slug: 'memahami-pph-21-untuk-karyawan',
    category: 'keuangan',
    titleId: 'Memahami PPh 21 untuk Karyawan',
    titleEn: 'Understanding Income Tax for Employees',
    paragraphsId: [
      'PPh 21 adalah pajak atas penghasilan karyawan yang dipotong oleh pemberi kerja.',
      'Gunakan kalkulator pajak penghasilan untuk memperkirakan gaji bersih kamu setiap bulan.',
    ],
    paragraphsEn: [
      'Article 21 income tax is withheld from employee income by the employer.',
      'Use the income tax calculator to estimate your monthly take-home pay.',
    ],
    author: 'Tim Klob',
  },
  {
    slug: 'kisah-sukses-dari-magang-jadi-manajer',
    category: 'success-person',
    titleId: 'Kisah Sukses: Dari Magang Jadi Manajer',
    titleEn: 'Success Story: From Intern to Manager',
    paragraphsId: [
      'Rina memulai karier sebagai peserta magang di perusahaan logistik di Surabaya.',
      'Lima tahun kemudian ia memimpin tim operasional berisi tiga puluh orang berkat rasa ingin tahu dan ketekunan.',
    ],
    paragraphsEn: [
      'Rina started her career as an intern at a logistics company in Surabaya.',
      'Five years later she leads an operations team of thirty people thanks to curiosity and persistence.',
    ],
    author: 'Sari Wulandari',
  },
  {
    slug: 'kisah-sukses-desainer-batik-go-global',
    category: 'success-person',
    titleId: 'Kisah Sukses: Desainer Batik Go Global',
    titleEn: 'Success Story: A Batik Designer Goes Global',
    paragraphsId: [
      'Dimas belajar membatik dari neneknya di Pekalongan.',
      'Kini karyanya dipamerkan di pekan mode internasional dan ia membuka kelas daring untuk generasi muda.',
    ],
    paragraphsEn: [
      'Dimas learned batik from his grandmother in Pekalongan.',
      'Today his work is shown at international fashion weeks and he teaches online classes to young people.',
    ],
    author: 'Tim Klob',
  },
  {
    slug: 'menyiapkan-diri-untuk-job-fair-virtual',
    category: 'karier',
    titleId: 'Menyiapkan Diri untuk Job Fair Virtual',
    titleEn: 'Getting Ready for a Virtual Job Fair',
    paragraphsId: [
      'Job fair virtual mempertemukan kamu dengan banyak perusahaan dalam satu hari.',
      'Lengkapi profil, siapkan CV terbaru, dan catat jadwal webinar perusahaan incaran kamu.',
    ],
    paragraphsEn: [
      'A virtual job fair lets you meet many companies in one day.',
      'Complete your profile, prepare an up-to-date CV and note the webinar times of the companies you want.',
    ],
    author: 'Andi Pratama',
  },
  {
    slug: 'mengelola-stres-di-tempat-kerja',
    category: 'pengembangan-diri',
    titleId: 'Mengelola Stres di Tempat Kerja',
    titleEn: 'Managing Stress at Work',
    paragraphsId: [
      'Stres kerja wajar terjadi, tetapi perlu dikelola agar tidak mengganggu kesehatan.',
      'Istirahat singkat, olahraga ringan, dan batasan jam kerja yang jelas membantu menjaga keseimbangan.',
    ],
    paragraphsEn: [
      'Stress at work is normal, but it needs managing so it does not harm your health.',
      'Short breaks, light exercise and clear working hours help keep the balance.',
    ],
    author: 'Sari Wulandari',
  },
];
