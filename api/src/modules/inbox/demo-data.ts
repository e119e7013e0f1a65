import { DEMO_HR_ID, DEMO_KLOBBER_ID } from '../core/demo-data.js';

export interface NotificationSeed {
  userId: string;
  category: 'news-info' | 'calendar';
  title: string;
  content: string;
  link: string | null;
  /** A calendar item's moment, in whole days from the day of seeding at a Jakarta hour (issue 21: the demo stays current). */
  event: { daysFromSeeding: number; wibHour: number; minute?: number } | null;
  isRead: boolean;
}

export interface HelpMessageSeed {
  userId: string;
  subject: string;
  content: string;
  isRead: boolean;
}

export interface CorporateMessageSeed extends HelpMessageSeed {
  corporateId: string;
}

export const HELP_SENDER = 'Tim Bantuan Klob';

const newsTopics = [
  'Tips menulis CV yang dilirik HRD',
  'Lowongan baru di bidang teknologi minggu ini',
  'Cara menyiapkan wawancara daring',
  'Klob Fair 2026 segera dibuka',
  'Fitur Klobmeter kini punya tes baru',
  'Artikel Ensiklobedia pilihan untukmu',
  'Kelas Kaleidosklob diskon akhir bulan',
  'Perusahaan baru bergabung di Klob & Co',
  'Panduan negosiasi gaji untuk fresh graduate',
  'Pembaruan kebijakan privasi Klob',
  'Webinar: karier di industri energi',
  'Lengkapi profilmu agar mudah ditemukan',
];

/** The demo klobber has 12 news items (the first 4 unread), so the list pages; hr has 2. */
export const demoNotifications: NotificationSeed[] = [
  ...newsTopics.map((title, index) => ({
    userId: DEMO_KLOBBER_ID,
    category: 'news-info' as const,
    title,
    content: `${title}. Baca selengkapnya di Klob.`,
    link: index % 3 === 0 ? '/home/ensiklobedia' : null,
    event: null,
    isRead: index >= 4,
  })),
  {
    userId: DEMO_KLOBBER_ID,
    category: 'calendar',
    title: 'Wawancara dengan PT Nusantara Digital',
    content: 'Wawancara tahap 1 secara daring.',
    link: '/home/kloboard/applied-jobs',
    event: { daysFromSeeding: 3, wibHour: 10 },
    isRead: false,
  },
  {
    userId: DEMO_KLOBBER_ID,
    category: 'calendar',
    title: 'Webinar Klob Fair: Karier Energi',
    content: 'Sesi bersama PT Merapi Energi.',
    link: null,
    event: { daysFromSeeding: 5, wibHour: 14 },
    isRead: false,
  },
  {
    userId: DEMO_KLOBBER_ID,
    category: 'calendar',
    title: 'Tes Klobmeter terjadwal',
    content: 'Kerjakan tes minat bakatmu.',
    link: '/home/klob-meter',
    event: { daysFromSeeding: -2, wibHour: 9 },
    isRead: true,
  },
  {
    userId: DEMO_KLOBBER_ID,
    category: 'calendar',
    title: 'Batas akhir lamaran PT Toba Agro Lestari',
    content: 'Lamaran ditutup pukul 23.59 WIB.',
    link: null,
    event: { daysFromSeeding: -4, wibHour: 23, minute: 59 },
    isRead: true,
  },
  {
    userId: DEMO_HR_ID,
    category: 'news-info',
    title: 'Kandidat baru melamar di PT Nusantara Digital',
    content: 'Tinjau lamaran terbaru.',
    link: null,
    event: null,
    isRead: false,
  },
  {
    userId: DEMO_HR_ID,
    category: 'news-info',
    title: 'Laporan bulanan perusahaan tersedia',
    content: 'Unduh laporan Januari.',
    link: null,
    event: null,
    isRead: true,
  },
];

export const demoHelpMessages: HelpMessageSeed[] = [
  {
    userId: DEMO_KLOBBER_ID,
    subject: 'Pertanyaan tentang verifikasi akun',
    content: 'Akunmu sudah terverifikasi. Terima kasih sudah menghubungi kami.',
    isRead: false,
  },
  {
    userId: DEMO_KLOBBER_ID,
    subject: 'Kendala unggah CV',
    content: 'Pastikan ukuran file tidak lebih dari 2 MB dan berformat PDF.',
    isRead: false,
  },
  { userId: DEMO_KLOBBER_ID, subject: 'Selamat datang di Klob', content: 'Kami siap membantu perjalanan kariermu.', isRead: true },
  { userId: DEMO_HR_ID, subject: 'Aktivasi fitur chat perusahaan', content: 'Fitur chat PT Nusantara Digital sudah aktif.', isRead: false },
];

export const demoCorporateMessages: CorporateMessageSeed[] = [
  {
    userId: DEMO_KLOBBER_ID,
    corporateId: 'CORP-NUSANTARA',
    subject: 'Undangan wawancara',
    content: 'Kami mengundangmu wawancara untuk posisi Frontend Engineer.',
    isRead: false,
  },
  {
    userId: DEMO_KLOBBER_ID,
    corporateId: 'CORP-MERAPI',
    subject: 'Lamaranmu sedang ditinjau',
    content: 'Terima kasih sudah melamar di PT Merapi Energi.',
    isRead: false,
  },
  {
    userId: DEMO_KLOBBER_ID,
    corporateId: 'CORP-TOBA',
    subject: 'Informasi program magang',
    content: 'Program magang dibuka hingga akhir bulan.',
    isRead: true,
  },
  {
    userId: DEMO_KLOBBER_ID,
    corporateId: 'CORP-PARAHYANGAN',
    subject: 'Terima kasih atas minatmu',
    content: 'Kami akan menghubungimu bila ada posisi yang sesuai.',
    isRead: true,
  },
];

/** Seeded items get timestamps this far apart, newest first, the newest one step before seeding: the last days. */
export const DEMO_INBOX_STEP_MS = 5 * 60 * 60 * 1000;
