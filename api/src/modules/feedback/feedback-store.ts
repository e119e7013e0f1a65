import {
  NPS_SCALE_MAX,
  NPS_SCALE_MIN,
  npsMeaningOf,
  type FeedbackItem,
  type FeedbackQuestion,
  type FeedbackSection,
  type FeedbackType,
  type NpsMeaning,
} from '@klob/shared/api-contract/forms';
import { allValues, type Sql } from '../../db/sql.js';
import type { CampaignSeed } from './demo-data.js';

interface CampaignRow {
  campaign_id: string;
  type: FeedbackType;
  section: FeedbackSection;
  note_id: string;
  note_en: string;
  answered: number;
}

interface QuestionRow {
  campaign_id: string;
  answer_id: string;
  value: number;
  meaning: NpsMeaning;
}

export interface Campaign {
  campaignId: string;
  type: FeedbackType;
  section: FeedbackSection;
  answerIds: string[];
}

/** The answer id of a scale value: stable, so a client may keep it. */
const answerIdOf = (campaignId: string, value: number) => `${campaignId}-${value}`;

export function createFeedbackStore(sql: Sql) {
  return {
    /** The active items for a user; answered ones only when asked (spec 1 §4.4: the offer is the unanswered ones). */
    async itemsFor(userId: string, options: { section?: FeedbackSection; includeAnswered: boolean }): Promise<FeedbackItem[]> {
      const questions = await sql.all<QuestionRow>(
        'SELECT q.* FROM feedback_questions q JOIN feedback_campaigns c ON c.campaign_id = q.campaign_id WHERE c.active = 1 ORDER BY q.value',
      );
      const campaigns = await sql.all<CampaignRow>(
        `SELECT c.*, CASE WHEN EXISTS (SELECT 1 FROM feedback_answers a WHERE a.campaign_id = c.campaign_id AND a.user_id = ?) THEN 1 ELSE 0 END AS answered
         FROM feedback_campaigns c WHERE c.active = 1 ORDER BY c.section, c.created_at DESC, c.campaign_id`,
        [userId],
      );
      return campaigns
        .filter((row) => (options.includeAnswered || !row.answered) && (!options.section || row.section === options.section))
        .map((row) => ({
          campaignId: row.campaign_id,
          type: row.type,
          section: row.section,
          isExist: row.answered === 1,
          note_id: row.note_id,
          note_en: row.note_en,
          question: questions
            .filter((question) => question.campaign_id === row.campaign_id)
            .map((question): FeedbackQuestion => ({ value: question.value, meaning: question.meaning, answerId: question.answer_id })),
        }));
    },
    async campaign(campaignId: string): Promise<Campaign | undefined> {
      const row = await sql.get<Omit<CampaignRow, 'answered'>>('SELECT * FROM feedback_campaigns WHERE campaign_id = ? AND active = 1', [
        campaignId,
      ]);
      if (!row) return undefined;
      const answerIds = await allValues<string>(sql, 'SELECT answer_id FROM feedback_questions WHERE campaign_id = ? ORDER BY value', [
        campaignId,
      ]);
      return { campaignId: row.campaign_id, type: row.type, section: row.section, answerIds };
    },
    /** False when the user already answered the campaign. */
    async saveAnswer(campaignId: string, userId: string, answerId: string, answerText: string, featureId: string | null): Promise<boolean> {
      const { changes } = await sql.run(
        'INSERT INTO feedback_answers (campaign_id, user_id, answer_id, answer_text, feature_id) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        [campaignId, userId, answerId, answerText, featureId],
      );
      return changes === 1;
    },
    /** Seeds a campaign with the 1-10 scale and its meanings (spec 1 §3, §9). */
    async insertCampaign(seed: CampaignSeed): Promise<void> {
      await sql.run('INSERT INTO feedback_campaigns (campaign_id, type, section, note_id, note_en, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        seed.campaignId,
        seed.type,
        seed.section,
        seed.noteId,
        seed.noteEn,
        seed.createdAt,
      ]);
      for (let value = NPS_SCALE_MIN; value <= NPS_SCALE_MAX; value += 1) {
        await sql.run('INSERT INTO feedback_questions (answer_id, campaign_id, value, meaning) VALUES (?, ?, ?, ?)', [
          answerIdOf(seed.campaignId, value),
          seed.campaignId,
          value,
          npsMeaningOf(value),
        ]);
      }
    },
    answerIdOf,
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
