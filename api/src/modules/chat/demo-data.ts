import type { ChatMessageEvent, ChatScheduleDay } from '@klob/shared/api-contract/chat';
import { DEMO_HR_ID, DEMO_KLOBBER_ID } from '../core/demo-data.js';

/** The demo company with the chat feature, a schedule and a conversation; CORP-SAMUDRA has no chat. */
export const DEMO_CHAT_COMPANY_ID = 'CORP-NUSANTARA';

/** Mon–Fri 08:00–17:00 and Sat 09:00–12:00 WIB. */
export const demoChatSchedule: ChatScheduleDay[] = [
  { day: 'MONDAY', start: '08:00', end: '17:00' },
  { day: 'TUESDAY', start: '08:00', end: '17:00' },
  { day: 'WEDNESDAY', start: '08:00', end: '17:00' },
  { day: 'THURSDAY', start: '08:00', end: '17:00' },
  { day: 'FRIDAY', start: '08:00', end: '17:00' },
  { day: 'SATURDAY', start: '09:00', end: '12:00' },
];

/**
 * A demo company whose chat is offline whatever the time (issue 11): it keeps the same weekly
 * schedule, but is on a long break that started before seeding, so the schedule-offline panel
 * can be seen (and tested) at any hour.
 */
export const DEMO_OFFLINE_CHAT_COMPANY_ID = 'CORP-TOBA';
export const DEMO_BREAK_STARTED_DAYS_AGO = 1;
export const DEMO_BREAK_LENGTH_DAYS = 60;

/** The demo offline range: one whole WIB day, this many days after seeding. */
export const DEMO_OFFLINE_DAYS_AHEAD = 14;
export const DEMO_OFFLINE_LENGTH_DAYS = 1;

interface DemoMessage {
  senderUserId: string;
  /** Sent by an admin on behalf of the company. */
  fromCompany: boolean;
  content: string;
  event: ChatMessageEvent;
  /** Minutes before seeding. */
  minutesAgo: number;
}

const DAY_MINUTES = 24 * 60;

/**
 * Klobber <-> CORP-NUSANTARA over the last days, oldest first (three days ago, a day ago, the last hours), so the
 * widget shows it on several days with their separators (issue 21); the last two company messages stay unread.
 */
export const demoConversation: DemoMessage[] = [
  {
    senderUserId: DEMO_KLOBBER_ID,
    fromCompany: false,
    content: 'Halo, saya tertarik dengan lowongan Frontend Engineer. Apakah posisinya masih dibuka?',
    event: 'message',
    minutesAgo: 3 * DAY_MINUTES + 120,
  },
  {
    senderUserId: DEMO_HR_ID,
    fromCompany: true,
    content: 'Halo Kirana, terima kasih sudah menghubungi PT Nusantara Digital. Posisi tersebut masih dibuka.',
    event: 'message',
    minutesAgo: 3 * DAY_MINUTES + 60,
  },
  {
    senderUserId: DEMO_KLOBBER_ID,
    fromCompany: false,
    content: 'Baik, terima kasih! Dokumen apa saja yang perlu saya siapkan?',
    event: 'message',
    minutesAgo: DAY_MINUTES + 30,
  },
  {
    senderUserId: DEMO_HR_ID,
    fromCompany: true,
    content: 'Cukup CV terbaru dan portofolio. Silakan lamar melalui halaman lowongan, ya.',
    event: 'message',
    minutesAgo: 90,
  },
  {
    senderUserId: DEMO_HR_ID,
    fromCompany: true,
    content: '<p>Jadwal interview bisa dipilih <b>Senin</b> atau <b>Rabu</b> pukul 10.00 WIB.</p>',
    event: 'message',
    minutesAgo: 60,
  },
];
