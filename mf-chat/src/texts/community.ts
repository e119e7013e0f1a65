import { defineTranslations } from '@klob/shared/translations';

/** The community invitation popup of mf-chat (spec 2 §2, §3, §4, §8). */
export const communityTranslations = defineTranslations({
  id: {
    button: {
      label: 'Komunitas',
      open: 'Buka Komunitas Klob',
      close: 'Tutup Komunitas Klob',
    },
    popup: {
      title: 'Gabung Komunitas Klob',
      description: 'Dapatkan info lowongan terbaru, tips karier, dan teman seperjuangan di grup Telegram Klob.',
      close: 'Tutup',
      loading: 'Memuat daftar komunitas...',
      empty: 'Belum ada komunitas yang bisa kamu ikuti saat ini.',
      opensInNewTab: 'membuka tab baru',
    },
  },
  en: {
    button: {
      label: 'Community',
      open: 'Open the Klob Community',
      close: 'Close the Klob Community',
    },
    popup: {
      title: 'Join the Klob Community',
      description: "Get the latest job openings, career tips and fellow job seekers in Klob's Telegram groups.",
      close: 'Close',
      loading: 'Loading the communities...',
      empty: 'There is no community to join right now.',
      opensInNewTab: 'opens in a new tab',
    },
  },
});
