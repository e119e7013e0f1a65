import type { EventTagCategory, EventType, InterruptionType } from '@klob/shared/api-contract/platform';
import { DEMO_HR_ID, DEMO_KLOBBER_ID } from '../core/demo-data.js';

/** Dates are seeded relative to the seed time, in days, so "active" stays true for a while. */
export interface EventSeed {
  eventId: string;
  subdomain: string | null;
  name: string;
  project: string;
  eventType: EventType;
  tagCategory: EventTagCategory;
  projectPackage?: { packageCode: string; packageName: string; priceRupiah: number };
  corporateId: string | null;
  startInDays: number;
  endInDays: number;
}

/** One event of every type (spec 1 §3); one sells a package; one has no page of its own. */
export const eventSeeds: EventSeed[] = [
  {
    eventId: 'EVT-KLOBFAIR-2026',
    subdomain: 'klobfair2026',
    name: 'Klob Virtual Job Fair 2026',
    project: 'KLOBFAIR',
    eventType: 'klobfair',
    tagCategory: 'jobFair',
    projectPackage: { packageCode: 'PKG-KLOBFAIR-PREMIUM', packageName: 'Paket Premium Klobfair', priceRupiah: 149_000 },
    corporateId: null,
    startInDays: -3,
    endInDays: 25,
  },
  {
    eventId: 'EVT-KFAAS-NUSANTARA',
    subdomain: 'nusantara-career-days',
    name: 'Nusantara Digital Career Days',
    project: 'KFAAS',
    eventType: 'kfaas',
    tagCategory: 'klobEvent',
    corporateId: 'CORP-NUSANTARA',
    startInDays: 10,
    endInDays: 40,
  },
  {
    eventId: 'EVT-RKFAAS-BALI',
    subdomain: 'bali-hospitality-talent',
    name: 'Bali Hospitality Talent Program',
    project: 'KFAAS',
    eventType: 'restricted-kfaas',
    tagCategory: 'workshop',
    corporateId: 'CORP-BALI',
    startInDays: -10,
    endInDays: 50,
  },
  {
    eventId: 'EVT-GRADUATION-2026',
    subdomain: 'wisuda-virtual-2026',
    name: 'Wisuda Virtual Klob 2026',
    project: 'GRADUATION',
    eventType: 'graduation',
    tagCategory: 'others',
    corporateId: null,
    startInDays: -1,
    endInDays: 30,
  },
  {
    eventId: 'EVT-FORM-MERAPI',
    subdomain: 'beasiswa-merapi-2026',
    name: 'Formulir Beasiswa Merapi Energi',
    project: 'FORM',
    eventType: 'form',
    tagCategory: 'scholarship',
    corporateId: 'CORP-MERAPI',
    startInDays: -20,
    endInDays: 60,
  },
  {
    eventId: 'EVT-WORKSHOP-CV',
    subdomain: null,
    name: 'Workshop CV Online',
    project: 'WORKSHOP',
    eventType: 'klobfair',
    tagCategory: 'workshop',
    corporateId: null,
    startInDays: 5,
    endInDays: 5,
  },
];

/** Banners shown on a job fair page before it opens. */
export const jobFairImageSeeds = [
  {
    subdomain: 'klobfair2026',
    imageUrl: '/static/demo/jobfair/klobfair-1.svg',
    mobileImageUrl: '/static/demo/jobfair/klobfair-1-mobile.svg',
    linkUrl: '/klobfair2026/home',
  },
  {
    subdomain: 'klobfair2026',
    imageUrl: '/static/demo/jobfair/klobfair-2.svg',
    mobileImageUrl: '/static/demo/jobfair/klobfair-2-mobile.svg',
    linkUrl: null,
  },
  {
    subdomain: 'nusantara-career-days',
    imageUrl: '/static/demo/jobfair/nusantara-1.svg',
    mobileImageUrl: '/static/demo/jobfair/nusantara-1-mobile.svg',
    linkUrl: null,
  },
];

/** CMS landing pages: one active, one expired, one not started yet. */
export const cmsLandingPageSeeds = [
  {
    subdomain: 'karier-nusantara',
    title: 'Karier di Nusantara Digital',
    corporateId: 'CORP-NUSANTARA',
    templateName: 'corporate-hero',
    startInDays: -30,
    endInDays: 60,
  },
  {
    subdomain: 'rekrutmen-samudra-2025',
    title: 'Rekrutmen Samudra Logistik 2025',
    corporateId: 'CORP-SAMUDRA',
    templateName: 'corporate-basic',
    startInDays: -120,
    endInDays: -30,
  },
  {
    subdomain: 'merapi-graduate-program',
    title: 'Merapi Graduate Program',
    corporateId: 'CORP-MERAPI',
    templateName: 'corporate-campaign',
    startInDays: 30,
    endInDays: 90,
  },
];

/** The e-form pages; the forms area (050) holds the questions under the same surveyId. */
export const surveyPageSeeds = [
  { surveyId: 'SRV-VISITOR-01', surveyUrl: 'survei-pengunjung', surveyName: 'Survei Pengunjung Klob' },
  { surveyId: 'SRV-KLOBFAIR-01', surveyUrl: 'survei-klobfair', surveyName: 'Survei Klobfair 2026' },
];

export const interruptionTypeSeeds: { type: InterruptionType; titleId: string; titleEn: string; targetUrl: string }[] = [
  { type: 'complete-profile', titleId: 'Lengkapi profil kamu', titleEn: 'Complete your profile', targetUrl: '/profile-completeness' },
  { type: 'fill-survey', titleId: 'Isi survei pengunjung', titleEn: 'Fill in the visitor survey', targetUrl: '/eform/survei-pengunjung' },
  {
    type: 'update-job-preference',
    titleId: 'Perbarui preferensi pekerjaan',
    titleEn: 'Update your job preferences',
    targetUrl: '/home/kloboard',
  },
];

/**
 * Stored interruptions. The klobber's only one is resolved, so with a complete profile
 * their list is empty (DECISIONS #1); hr@klob.id has one pending besides the
 * complete-profile one that its incomplete profile brings.
 */
export const userInterruptionSeeds: { userId: string; type: InterruptionType; resolved: boolean }[] = [
  { userId: DEMO_KLOBBER_ID, type: 'update-job-preference', resolved: true },
  { userId: DEMO_HR_ID, type: 'fill-survey', resolved: false },
];

/** The companies with a booth at each event, in booth order (the job fair's participating companies). */
export const eventCompanySeeds: { eventId: string; corporateIds: string[] }[] = [
  {
    eventId: 'EVT-KLOBFAIR-2026',
    corporateIds: ['CORP-NUSANTARA', 'CORP-SAMUDRA', 'CORP-MERAPI', 'CORP-BATIK', 'CORP-BANKJATIM', 'CORP-BSI'],
  },
  { eventId: 'EVT-KFAAS-NUSANTARA', corporateIds: ['CORP-NUSANTARA'] },
  { eventId: 'EVT-RKFAAS-BALI', corporateIds: ['CORP-BALI'] },
];

/** The sessions of each event (its webinar / class / opening-session tab), days and hours from the event start. */
export const eventSessionSeeds: { eventId: string; title: string; speaker: string; dayOffset: number; hour: number; hours: number }[] = [
  {
    eventId: 'EVT-KLOBFAIR-2026',
    title: 'Menyusun CV yang Dilirik HRD',
    speaker: 'Kirana Lestari, Career Coach',
    dayOffset: 0,
    hour: 10,
    hours: 1,
  },
  {
    eventId: 'EVT-KLOBFAIR-2026',
    title: 'Sukses Wawancara Kerja Daring',
    speaker: 'Hendra Rahardjo, HR Manager',
    dayOffset: 1,
    hour: 13,
    hours: 2,
  },
  {
    eventId: 'EVT-KLOBFAIR-2026',
    title: 'Karier di Industri Perbankan',
    speaker: 'Tim Rekrutmen Bank Jatim',
    dayOffset: 4,
    hour: 15,
    hours: 1,
  },
  {
    eventId: 'EVT-KFAAS-NUSANTARA',
    title: 'Mengenal Tim Engineering Nusantara Digital',
    speaker: 'CTO PT Nusantara Digital',
    dayOffset: 0,
    hour: 9,
    hours: 1,
  },
  {
    eventId: 'EVT-RKFAAS-BALI',
    title: 'Opening Session: Bali Hospitality Talent Program',
    speaker: 'PT Bali Hospitality Group',
    dayOffset: 0,
    hour: 9,
    hours: 1,
  },
  { eventId: 'EVT-GRADUATION-2026', title: 'Wisuda Virtual Gelombang 1', speaker: 'Rektorat', dayOffset: 2, hour: 8, hours: 3 },
  { eventId: 'EVT-GRADUATION-2026', title: 'Wisuda Virtual Gelombang 2', speaker: 'Rektorat', dayOffset: 9, hour: 8, hours: 3 },
];
