/** What a slot shows when its unit failed or its remote is switched off. */
export const unitFallbackTexts = {
  id: {
    unitFallback: {
      title: 'Bagian ini gagal dimuat',
      description: 'Bagian lain halaman tetap bisa kamu gunakan.',
      retry: 'Muat Ulang',
    },
    remoteMaintenance: {
      slot: 'Sedang dalam pemeliharaan singkat',
      pageTitle: 'Sedang dalam pemeliharaan',
      pageDescription:
        'Halaman ini sedang kami rawat sebentar. Silakan kembali beberapa saat lagi; bagian lain Klob tetap bisa kamu gunakan.',
      backHome: 'Kembali ke Beranda',
    },
  },
  en: {
    unitFallback: {
      title: 'This section failed to load',
      description: 'You can keep using the rest of the page.',
      retry: 'Reload',
    },
    remoteMaintenance: {
      slot: 'Briefly under maintenance',
      pageTitle: 'Under maintenance',
      pageDescription: 'We are looking after this page for a moment. Please come back shortly; the rest of Klob still works.',
      backHome: 'Back to Home',
    },
  },
};
