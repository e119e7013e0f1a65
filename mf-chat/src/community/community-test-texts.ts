/**
 * The community namespace as the localization call answers it, for the component tests.
 * A remote imports nothing of the api (docs/ARCHITECTURE.md "Import boundaries"), so the
 * tests carry their own copy; the e2e suite checks the api's real texts on the page.
 */
export const COMMUNITY_TEST_TEXTS = {
  id: {
    button: { label: 'Komunitas', open: 'Buka Komunitas Klob', close: 'Tutup Komunitas Klob' },
    popup: {
      title: 'Gabung Komunitas Klob',
      description: 'Dapatkan info lowongan terbaru di grup Telegram Klob.',
      close: 'Tutup',
      loading: 'Memuat daftar komunitas...',
      empty: 'Belum ada komunitas yang bisa kamu ikuti saat ini.',
      opensInNewTab: 'membuka tab baru',
    },
  },
  en: {
    button: { label: 'Community', open: 'Open the Klob Community', close: 'Close the Klob Community' },
    popup: {
      title: 'Join the Klob Community',
      description: "Get the latest job openings in Klob's Telegram groups.",
      close: 'Close',
      loading: 'Loading the communities...',
      empty: 'There is no community to join right now.',
      opensInNewTab: 'opens in a new tab',
    },
  },
} as const;
