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
import type { Db } from '../../db/database.js';
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

export function createFeedbackStore(db: Db) {
  const campaignsFor = db.prepare<[string], CampaignRow>(
    `SELECT c.*, EXISTS (SELECT 1 FROM feedback_answers a WHERE a.campaign_id = c.campaign_id AND a.user_id = ?) AS answered
     FROM feedback_campaigns c WHERE c.active = 1 ORDER BY c.section, c.created_at DESC, c.campaign_id`,
  );
  const allQuestions = db.prepare<[], QuestionRow>(
    'SELECT q.* FROM feedback_questions q JOIN feedback_campaigns c ON c.campaign_id = q.campaign_id WHERE c.active = 1 ORDER BY q.value',
  );
  const campaignById = db.prepare<[string], Omit<CampaignRow, 'answered'>>(
    'SELECT * FROM feedback_campaigns WHERE campaign_id = ? AND active = 1',
  );
  const answerIdsOf = db.prepare<[string], string>('SELECT answer_id FROM feedback_questions WHERE campaign_id = ? ORDER BY value').pluck();
  const insertCampaign = db.prepare(
    'INSERT INTO feedback_campaigns (campaign_id, type, section, note_id, note_en, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertQuestion = db.prepare('INSERT INTO feedback_questions (answer_id, campaign_id, value, meaning) VALUES (?, ?, ?, ?)');
  const insertAnswer = db.prepare(
    'INSERT INTO feedback_answers (campaign_id, user_id, answer_id, answer_text, feature_id) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );

  return {
    /** The active items for a user; answered ones only when asked (spec 1 §4.4: the offer is the unanswered ones). */
    itemsFor(userId: string, options: { section?: FeedbackSection; includeAnswered: boolean }): FeedbackItem[] {
      const questions = allQuestions.all();
      return campaignsFor
        .all(userId)
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
    campaign(campaignId: string): Campaign | undefined {
      const row = campaignById.get(campaignId);
      return row && { campaignId: row.campaign_id, type: row.type, section: row.section, answerIds: answerIdsOf.all(campaignId) };
    },
    /** False when the user already answered the campaign. */
    saveAnswer(campaignId: string, userId: string, answerId: string, answerText: string, featureId: string | null): boolean {
      return insertAnswer.run(campaignId, userId, answerId, answerText, featureId).changes === 1;
    },
    /** Seeds a campaign with the 1-10 scale and its meanings (spec 1 §3, §9). */
    insertCampaign(seed: CampaignSeed): void {
      insertCampaign.run(seed.campaignId, seed.type, seed.section, seed.noteId, seed.noteEn, seed.createdAt);
      for (let value = NPS_SCALE_MIN; value <= NPS_SCALE_MAX; value += 1) {
        insertQuestion.run(answerIdOf(seed.campaignId, value), seed.campaignId, value, npsMeaningOf(value));
      }
    },
    answerIdOf,
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
