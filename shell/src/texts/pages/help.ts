/** FAQ, about us. */
export const helpTexts = {
  id: {
    faq: {
      metaTitle: 'FAQ - Pertanyaan yang Sering Diajukan',
      metaDescription: 'Jawaban atas pertanyaan seputar akun Klob, melamar lowongan, Klob Meter, dan keamanan data.',
      title: 'Pertanyaan yang Sering Diajukan',
      intro: 'Cari jawaban cepat seputar akun, lowongan kerja, dan layanan Klob.',
      searchLabel: 'Cari pertanyaan',
      searchPlaceholder: 'Contoh: lupa kata sandi',
      noResult: 'Tidak ada pertanyaan yang cocok dengan "{{query}}". Hubungi kami lewat halaman Hubungi Kami.',
      copyLink: 'Salin tautan jawaban',
      groups: {
        account: 'Akun',
        jobs: 'Lowongan & Lamaran',
        klobMeter: 'Klob Meter',
        privacy: 'Privasi & Keamanan',
      },
      questions: {
        createAccount: {
          question: 'Bagaimana cara membuat akun Klob?',
          answer: 'Pilih Masuk lalu Daftar, isi nama, email, dan kata sandi, lalu masukkan kode verifikasi yang kami kirim ke emailmu.',
        },
        forgotPassword: {
          question: 'Saya lupa kata sandi. Apa yang harus dilakukan?',
          answer: 'Di halaman Masuk, pilih Lupa Kata Sandi. Kami mengirim kode ke emailmu untuk membuat kata sandi baru.',
        },
        verifyEmail: {
          question: 'Kode verifikasi email tidak sampai.',
          answer:
            'Periksa folder spam atau promosi, lalu pilih Kirim Ulang Kode di halaman verifikasi. Kode berlaku sebentar, gunakan kode terbaru.',
        },
        applyJob: {
          question: 'Bagaimana cara melamar lowongan?',
          answer: 'Buka detail lowongan, pilih Lamar, lalu lengkapi profil dan pertanyaan tambahan dari perusahaan bila ada.',
        },
        applicationStatus: {
          question: 'Di mana saya melihat status lamaran?',
          answer: 'Setelah masuk, buka Beranda lalu Lamaran Saya. Status berubah setiap kali perusahaan memproses lamaranmu.',
        },
        salaryShown: {
          question: 'Mengapa sebagian lowongan tidak menampilkan gaji?',
          answer:
            'Perusahaan boleh memilih tidak menampilkan gaji. Lihat Statistik Gaji untuk gambaran kisaran gaji dari lowongan yang menampilkannya.',
        },
        whatIsMeter: {
          question: 'Apa itu Klob Meter?',
          answer: 'Klob Meter adalah rangkaian tes minat, bakat, dan kesiapan kerja yang membantumu memilih karier yang cocok.',
        },
        meterResult: {
          question: 'Apakah hasil Klob Meter dilihat perusahaan?',
          answer: 'Hasil tes hanya terlihat oleh perusahaan yang kamu lamar, dan hanya bila kamu mengizinkannya di pengaturan profil.',
        },
        dataUse: {
          question: 'Bagaimana Klob menggunakan data saya?',
          answer: 'Datamu dipakai untuk mencocokkan lowongan dan diproses sesuai Kebijakan Privasi. Kami tidak menjual data pribadimu.',
        },
        deleteAccount: {
          question: 'Bagaimana cara menghapus akun?',
          answer: 'Buka Pengaturan Akun lalu Hapus Akun. Permintaanmu diproses tim kami dan datamu dihapus sesuai Kebijakan Privasi.',
        },
        fakeJob: {
          question: 'Bagaimana mengenali lowongan palsu?',
          answer: 'Klob tidak pernah memungut biaya untuk melamar. Laporkan lowongan yang meminta uang lewat halaman Hubungi Kami.',
        },
      },
    },
    aboutUs: {
      metaTitle: 'Tentang Klob',
      metaDescription: 'Klob membantu talenta Indonesia menemukan karier yang tepat dan membantu perusahaan menemukan talenta terbaik.',
      title: 'Tentang Klob',
      lead: 'Klob adalah platform karier yang menghubungkan talenta Indonesia dengan perusahaan yang tepat, dari lulusan baru hingga profesional berpengalaman.',
      missionTitle: 'Misi kami',
      mission:
        'Membuat setiap orang bisa mengenali potensinya, belajar, dan mendapatkan pekerjaan yang sesuai, tanpa biaya bagi pencari kerja.',
      whatTitle: 'Apa yang kami lakukan',
      whatMeter: 'Klob Meter mengukur minat, bakat, dan kesiapan kerja.',
      whatJobs: 'Klob & Co mempertemukan pencari kerja dengan lowongan dan perusahaan terpercaya.',
      whatLearn: 'Ensiklobedia dan Kaleidosklob memberi artikel, kelas, dan pelatihan untuk naik level.',
      whatBusiness: 'Klobporate membantu perusahaan menarik, menyaring, dan merekrut talenta.',
      valuesTitle: 'Nilai kami',
      valueTrust: 'Terpercaya: lowongan diverifikasi dan data dijaga.',
      valueOpen: 'Terbuka: gratis bagi pencari kerja, jelas bagi perusahaan.',
      valueGrowth: 'Bertumbuh: belajar seumur hidup untuk semua.',
      contactCta: 'Punya pertanyaan? Hubungi kami',
    },
  },
  en: {
    faq: {
      metaTitle: 'FAQ - Frequently Asked Questions',
      metaDescription: 'Answers about your Klob account, applying for jobs, Klob Meter and data security.',
      title: 'Frequently Asked Questions',
      intro: 'Find quick answers about accounts, jobs and Klob services.',
      searchLabel: 'Search questions',
      searchPlaceholder: 'E.g. forgot password',
      noResult: 'No question matches "{{query}}". Reach us through the Contact Us page.',
      copyLink: 'Copy link to answer',
      groups: {
        account: 'Account',
        jobs: 'Jobs & Applications',
        klobMeter: 'Klob Meter',
        privacy: 'Privacy & Security',
      },
      questions: {
        createAccount: {
          question: 'How do I create a Klob account?',
          answer:
            'Choose Log in then Register, fill in your name, email and password, then enter the verification code we send to your email.',
        },
        forgotPassword: {
          question: 'I forgot my password. What should I do?',
          answer: 'On the Log in page, choose Forgot Password. We email you a code to set a new password.',
        },
        verifyEmail: {
          question: 'The email verification code did not arrive.',
          answer:
            'Check your spam or promotions folder, then choose Resend Code on the verification page. Codes expire quickly: use the latest one.',
        },
        applyJob: {
          question: 'How do I apply for a job?',
          answer: 'Open the job, choose Apply, then complete your profile and any extra questions from the company.',
        },
        applicationStatus: {
          question: 'Where do I see the status of my applications?',
          answer: 'After logging in, open Home then My Applications. The status changes whenever the company processes your application.',
        },
        salaryShown: {
          question: 'Why do some jobs not show a salary?',
          answer: 'Companies may choose not to show the salary. See Salary Statistics for the ranges of the jobs that do show one.',
        },
        whatIsMeter: {
          question: 'What is Klob Meter?',
          answer: 'Klob Meter is a set of interest, aptitude and work-readiness tests that helps you choose a fitting career.',
        },
        meterResult: {
          question: 'Do companies see my Klob Meter results?',
          answer: 'Only companies you apply to see your results, and only if you allow it in your profile settings.',
        },
        dataUse: {
          question: 'How does Klob use my data?',
          answer: 'Your data is used to match jobs and is processed under the Privacy Policy. We never sell your personal data.',
        },
        deleteAccount: {
          question: 'How do I delete my account?',
          answer:
            'Open Account Settings then Delete Account. Our team processes the request and your data is deleted under the Privacy Policy.',
        },
        fakeJob: {
          question: 'How do I recognise a fake job?',
          answer: 'Klob never charges a fee to apply. Report any job that asks for money through the Contact Us page.',
        },
      },
    },
    aboutUs: {
      metaTitle: 'About Klob',
      metaDescription: 'Klob helps Indonesian talent find the right career and helps companies find the best talent.',
      title: 'About Klob',
      lead: 'Klob is a career platform connecting Indonesian talent with the right companies, from fresh graduates to experienced professionals.',
      missionTitle: 'Our mission',
      mission: 'Let everyone discover their potential, learn and land a fitting job, free of charge for job seekers.',
      whatTitle: 'What we do',
      whatMeter: 'Klob Meter measures interests, aptitude and work readiness.',
      whatJobs: 'Klob & Co brings job seekers together with trusted jobs and companies.',
      whatLearn: 'Ensiklobedia and Kaleidosklob offer articles, classes and training to level up.',
      whatBusiness: 'Klobporate helps companies attract, screen and hire talent.',
      valuesTitle: 'Our values',
      valueTrust: 'Trusted: jobs are verified and data is protected.',
      valueOpen: 'Open: free for job seekers, clear for companies.',
      valueGrowth: 'Growing: lifelong learning for everyone.',
      contactCta: 'Have a question? Contact us',
    },
  },
};
