import type { FeedbackSection, FeedbackType } from '@klob/shared/api-contract/forms';
import { DEMO_KLOBBER_ID } from '../core/demo-data.js';

export interface CampaignSeed {
  campaignId: string;
  type: FeedbackType;
  section: FeedbackSection;
  noteId: string;
  noteEn: string;
  createdAt: string;
}

const RECOMMEND_ID = 'Seberapa besar kemungkinan kamu merekomendasikan Klob kepada teman atau kolega?';
const RECOMMEND_EN = 'How likely are you to recommend Klob to a friend or colleague?';

/** One campaign per section; the logout one of last quarter is already answered by the demo klobber. */
export const demoCampaigns: CampaignSeed[] = [
  {
    campaignId: 'NPS-LOGOUT-2025Q4',
    type: 'NPS',
    section: 'logout',
    noteId: RECOMMEND_ID,
    noteEn: RECOMMEND_EN,
    createdAt: '2025-10-01T00:00:00.000Z',
  },
  {
    campaignId: 'NPS-LOGOUT-2026Q1',
    type: 'NPS',
    section: 'logout',
    noteId: RECOMMEND_ID,
    noteEn: RECOMMEND_EN,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    campaignId: 'CSAT-KLOBMETER-2026',
    type: 'CSAT',
    section: 'klobmeter',
    noteId: 'Seberapa besar kemungkinan kamu memakai Klobmeter lagi?',
    noteEn: 'How likely are you to use Klobmeter again?',
    createdAt: '2026-01-05T00:00:00.000Z',
  },
  {
    campaignId: 'NPS-ENSIKLOBEDIA-2026',
    type: 'NPS',
    section: 'ensiklobedia',
    noteId: 'Seberapa besar kemungkinan kamu merekomendasikan artikel Ensiklobedia?',
    noteEn: 'How likely are you to recommend Ensiklobedia articles?',
    createdAt: '2026-01-05T00:00:00.000Z',
  },
  {
    campaignId: 'CSAT-KALEIDOSKLOB-2026',
    type: 'CSAT',
    section: 'kaleidosklob',
    noteId: 'Seberapa besar kemungkinan kamu mengikuti kelas Kaleidosklob lagi?',
    noteEn: 'How likely are you to join a Kaleidosklob class again?',
    createdAt: '2026-01-05T00:00:00.000Z',
  },
  {
    campaignId: 'NPS-KLOBNCO-2026',
    type: 'NPS',
    section: 'klobnco',
    noteId: 'Seberapa besar kemungkinan kamu merekomendasikan lowongan di Klob & Co?',
    noteEn: 'How likely are you to recommend the vacancies on Klob & Co?',
    createdAt: '2026-01-05T00:00:00.000Z',
  },
];

export const demoAnswers = [
  { campaignId: 'NPS-LOGOUT-2025Q4', userId: DEMO_KLOBBER_ID, value: 9, answerText: 'Lowongannya relevan dan mudah dilamar.' },
];
