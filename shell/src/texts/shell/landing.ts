/** The landing page, not found, a pending page and the account page. */
export const landingTexts = {
  id: {
    landing: {
      hero: {
        eyebrow: 'Platform karier untuk generasi Indonesia',
        title: 'Bangun Karier Impianmu Bersama Klob',
        subtitle: 'Kenali potensimu, temukan lowongan yang cocok, dan tingkatkan keterampilan, semuanya dalam satu platform.',
        primaryCta: 'Daftar Gratis',
        secondaryCta: 'Jelajahi Lowongan',
        imageAlt: 'Para profesional muda sedang berdiskusi di kantor',
      },
      sections: {
        title: 'Semua yang kamu butuhkan untuk melangkah',
        klobMeter: 'Klob Meter',
        klobMeterDescription: 'Tes minat, bakat, dan kepribadian untuk menemukan jalur karier yang paling cocok untukmu.',
        klobAndCo: 'Klob & Co',
        klobAndCoDescription: 'Ribuan lowongan dari perusahaan terpercaya di seluruh Indonesia, lengkap dengan profil perusahaannya.',
        kaleidosklob: 'Kaleidosklob',
        kaleidosklobDescription: 'Kelas daring dan pelatihan bersertifikat dari praktisi industri.',
        ensiklobedia: 'Ensiklobedia',
        ensiklobediaDescription: 'Artikel, tips, dan kisah sukses untuk menemanimu di setiap tahap karier.',
      },
      employers: {
        title: 'Sedang mencari talenta terbaik?',
        description: 'Pasang lowongan, saring kandidat, dan kelola proses rekrutmen lebih cepat dengan Klob for Business.',
        cta: 'Untuk Perusahaan',
      },
    },
    notFound: {
      title: 'Halaman tidak ditemukan',
      description: 'Halaman yang kamu cari tidak ada atau sudah dipindahkan.',
      backHome: 'Kembali ke Beranda',
    },
    pendingPage: {
      title: 'Halaman ini segera hadir',
      description: 'Kami sedang menyiapkan halaman ini. Sementara itu, jelajahi bagian lain Klob.',
      backHome: 'Kembali ke Beranda',
    },
    account: {
      register: 'Daftar',
      greeting: 'Hai, {{name}}',
    },
  },
  en: {
    landing: {
      hero: {
        eyebrow: "The career platform for Indonesia's next generation",
        title: 'Build Your Dream Career with Klob',
        subtitle: 'Discover your potential, find the right job openings and sharpen your skills, all in one platform.',
        primaryCta: 'Sign Up Free',
        secondaryCta: 'Explore Jobs',
        imageAlt: 'Young professionals having a discussion in an office',
      },
      sections: {
        title: 'Everything you need to take the next step',
        klobMeter: 'Klob Meter',
        klobMeterDescription: 'Interest, aptitude and personality tests that point you to the career path that fits you best.',
        klobAndCo: 'Klob & Co',
        klobAndCoDescription: 'Thousands of openings from trusted companies across Indonesia, with full company profiles.',
        kaleidosklob: 'Kaleidosklob',
        kaleidosklobDescription: 'Online classes and certified training from industry practitioners.',
        ensiklobedia: 'Ensiklobedia',
        ensiklobediaDescription: 'Articles, tips and success stories for every stage of your career.',
      },
      employers: {
        title: 'Looking for the best talent?',
        description: 'Post openings, screen candidates and run your hiring faster with Klob for Business.',
        cta: 'For Employers',
      },
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has been moved.',
      backHome: 'Back to Home',
    },
    pendingPage: {
      title: 'This page is coming soon',
      description: 'We are getting this page ready. In the meantime, explore the rest of Klob.',
      backHome: 'Back to Home',
    },
    account: {
      register: 'Sign Up',
      greeting: 'Hi, {{name}}',
    },
  },
};
