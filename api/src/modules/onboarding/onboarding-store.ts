import type {
  OnboardingFinishResult,
  OnboardingMasterData,
  OnboardingOutcome,
  OnboardingStep,
  OnboardingStepKey,
  TipItem,
} from '@klob/shared/api-contract/onboarding';
import { allValues, getValue, type Sql } from '../../db/sql.js';
import { readProfileStrength } from '../content/profile-store.js';
import { USER_ID_PLACEHOLDER, type StepSeed, type TipSeed } from './seed-data.js';

interface StepRow {
  step_key: OnboardingStepKey;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  link_path: string;
}

interface TipRow {
  tip_id: string;
  category: TipItem['category'];
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  link_path: string | null;
}

const ALL_NULL: OnboardingMasterData = { title: null, intro: null, steps: null };
const PROFILE_COMPLETE_PERCENT = 100;
const CV_SECTION = 'cv';

export function createOnboardingStore(sql: Sql) {
  const finishedOf = (userId: string) =>
    sql.get<{ outcome: OnboardingOutcome; finished_at: string }>('SELECT outcome, finished_at FROM onboarding_finished WHERE user_id = ?', [
      userId,
    ]);
  const insertFinished = (userId: string, outcome: OnboardingOutcome, now: Date) =>
    sql.run('INSERT INTO onboarding_finished (user_id, outcome, finished_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO NOTHING', [
      userId,
      outcome,
      now.toISOString(),
    ]);

  /** Whether each step is done, read from the user's own data; exploring is done once followed. */
  async function doneSteps(userId: string): Promise<Set<OnboardingStepKey>> {
    const followed = await allValues<OnboardingStepKey>(sql, 'SELECT step_key FROM onboarding_followed_steps WHERE user_id = ?', [userId]);
    const done = new Set<OnboardingStepKey>(followed.filter((key) => key === 'exploreJourney'));
    const strength = (await readProfileStrength(sql, userId)).progressSection;
    if (strength.currentPercent >= PROFILE_COMPLETE_PERCENT) done.add('completeProfile');
    if (strength.sections.some((section) => section.sectionKey === CV_SECTION && section.completed)) done.add('uploadCv');
    if (await getValue<string | null>(sql, 'SELECT working_status FROM profile_details WHERE user_id = ?', [userId]))
      done.add('workingStatus');
    return done;
  }

  return {
    /** The caller's onboarding: all null once finished or when every step is done (api/README.md "Choices"). */
    async masterDataFor(userId: string): Promise<OnboardingMasterData> {
      if (await finishedOf(userId)) return ALL_NULL;
      const done = await doneSteps(userId);
      const steps = await sql.all<StepRow>('SELECT * FROM onboarding_steps ORDER BY sequence');
      const list: OnboardingStep[] = steps.map((row) => ({
        stepKey: row.step_key,
        title: { id: row.title_id, en: row.title_en },
        description: { id: row.description_id, en: row.description_en },
        linkPath: row.link_path.replace(USER_ID_PLACEHOLDER, encodeURIComponent(userId)),
        done: done.has(row.step_key),
      }));
      if (list.length === 0 || list.every((step) => step.done)) return ALL_NULL;
      const textRows = await sql.all<{ text_key: 'title' | 'intro'; text_id: string; text_en: string }>('SELECT * FROM onboarding_texts');
      const texts = Object.fromEntries(textRows.map((row) => [row.text_key, { id: row.text_id, en: row.text_en }]));
      return { title: texts.title ?? null, intro: texts.intro ?? null, steps: list };
    },
    /** Records the first finish; a later one keeps it. */
    async finish(userId: string, outcome: OnboardingOutcome, now: Date): Promise<OnboardingFinishResult> {
      await insertFinished(userId, outcome, now);
      const row = (await finishedOf(userId))!;
      return { outcome: row.outcome, finishedAt: row.finished_at };
    },
    async followStep(userId: string, stepKey: OnboardingStepKey, now: Date): Promise<void> {
      await sql.run('INSERT INTO onboarding_followed_steps (user_id, step_key, followed_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
        userId,
        stepKey,
        now.toISOString(),
      ]);
    },
    async tips(): Promise<TipItem[]> {
      const rows = await sql.all<TipRow>('SELECT * FROM tips WHERE active = 1 ORDER BY sequence');
      return rows.map((row) => ({
        tipId: row.tip_id,
        category: row.category,
        title: { id: row.title_id, en: row.title_en },
        body: { id: row.body_id, en: row.body_en },
        linkPath: row.link_path,
      }));
    },
    async insertTexts(texts: Record<'title' | 'intro', { id: string; en: string }>): Promise<void> {
      for (const [key, text] of Object.entries(texts)) {
        await sql.run('INSERT INTO onboarding_texts (text_key, text_id, text_en) VALUES (?, ?, ?)', [key, text.id, text.en]);
      }
    },
    async insertStep(step: StepSeed, sequence: number): Promise<void> {
      await sql.run(
        `INSERT INTO onboarding_steps (step_key, title_id, title_en, description_id, description_en, link_path, sequence)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [step.stepKey, step.title.id, step.title.en, step.description.id, step.description.en, step.linkPath, sequence],
      );
    },
    async insertTip(tip: TipSeed, sequence: number): Promise<void> {
      await sql.run(
        'INSERT INTO tips (tip_id, category, title_id, title_en, body_id, body_en, link_path, sequence) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [tip.tipId, tip.category, tip.title.id, tip.title.en, tip.body.id, tip.body.en, tip.linkPath, sequence],
      );
    },
    /** Every account that exists now (the demo accounts) counts as onboarded: only new registrations get the onboarding. */
    async finishForExistingUsers(now: Date): Promise<void> {
      for (const userId of await allValues<string>(sql, 'SELECT user_id FROM users')) await insertFinished(userId, 'completed', now);
    },
  };
}

export type OnboardingStore = ReturnType<typeof createOnboardingStore>;
