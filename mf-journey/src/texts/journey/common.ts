/** What every journey page shares: states, paging, filters, the section feedback. */
export const journeyCommonTexts = {
  id: {
    common: {
      login: 'Masuk',
    },
    journey: {
      sectionsLabel: 'Bagian Klob Journey',
    },
    states: {
      loading: 'Memuat...',
      empty: 'Belum ada konten di sini.',
      error: 'Konten gagal dimuat. Coba lagi sebentar lagi.',
      notFound: 'Halaman yang kamu cari tidak ditemukan.',
      retry: 'Coba Lagi',
    },
    paging: {
      label: 'Halaman',
      previous: 'Sebelumnya',
      next: 'Berikutnya',
      pageOf: 'Halaman {{page}} dari {{totalPages}}',
    },
    filters: {
      all: 'Semua',
      keyword: 'Cari posisi atau perusahaan',
      allWorkModels: 'Semua model kerja',
      allJobLevels: 'Semua level',
      search: 'Cari',
    },
    feedback: {
      scoreLabel: 'Nilai',
      comment: 'Ceritakan alasanmu',
      submit: 'Kirim',
      thanks: 'Terima kasih atas masukanmu!',
    },
  },
  en: {
    common: {
      login: 'Log In',
    },
    journey: {
      sectionsLabel: 'Klob Journey sections',
    },
    states: {
      loading: 'Loading...',
      empty: 'Nothing here yet.',
      error: 'The content could not be loaded. Please try again shortly.',
      notFound: 'The page you are looking for was not found.',
      retry: 'Try Again',
    },
    paging: {
      label: 'Pages',
      previous: 'Previous',
      next: 'Next',
      pageOf: 'Page {{page}} of {{totalPages}}',
    },
    filters: {
      all: 'All',
      keyword: 'Search a position or company',
      allWorkModels: 'All work models',
      allJobLevels: 'All levels',
      search: 'Search',
    },
    feedback: {
      scoreLabel: 'Score',
      comment: 'Tell us why',
      submit: 'Send',
      thanks: 'Thank you for your feedback!',
    },
  },
};
