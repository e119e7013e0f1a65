import type {
  OnboardingFinishResult,
  OnboardingMasterData,
  OnboardingOutcome,
  OnboardingStep,
  OnboardingStepKey,
  TipItem,
} from '@klob/shared/api-contract/onboarding';
import type { Db } from '../../db/database.js';
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

export function createOnboardingStore(db: Db) {
  const steps = db.prepare<[], StepRow>('SELECT * FROM onboarding_steps ORDER BY sequence');
  const textsRows = db.prepare<[], { text_key: 'title' | 'intro'; text_id: string; text_en: string }>('SELECT * FROM onboarding_texts');
  const finishedOf = db.prepare<[string], { outcome: OnboardingOutcome; finished_at: string }>(
    'SELECT outcome, finished_at FROM onboarding_finished WHERE user_id = ?',
  );
  const insertFinished = db.prepare(
    'INSERT INTO onboarding_finished (user_id, outcome, finished_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO NOTHING',
  );
  const followedOf = db.prepare<[string], OnboardingStepKey>('SELECT step_key FROM onboarding_followed_steps WHERE user_id = ?').pluck();
  const insertFollowed = db.prepare(
    'INSERT INTO onboarding_followed_steps (user_id, step_key, followed_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const workingStatusOf = db.prepare<[string], string | null>('SELECT working_status FROM profile_details WHERE user_id = ?').pluck();
  const activeTips = db.prepare<[], TipRow>('SELECT * FROM tips WHERE active = 1 ORDER BY sequence');
  const allUserIds = db.prepare<[], string>('SELECT user_id FROM users').pluck();

  /** Whether each step is done, read from the user's own data; exploring is done once followed. */
  function doneSteps(userId: string): Set<OnboardingStepKey> {
    const done = new Set<OnboardingStepKey>(followedOf.all(userId).filter((key) => key === 'exploreJourney'));
    const strength = readProfileStrength(db, userId).progressSection;
    if (strength.currentPercent >= PROFILE_COMPLETE_PERCENT) done.add('completeProfile');
    if (strength.sections.some((section) => section.sectionKey === CV_SECTION && section.completed)) done.add('uploadCv');
    if (workingStatusOf.get(userId)) done.add('workingStatus');
    return done;
  }

  return {
    /** The caller's onboarding: all null once finished or when every step is done (api/README.md "Choices"). */
    masterDataFor(userId: string): OnboardingMasterData {
      if (finishedOf.get(userId)) return ALL_NULL;
      const done = doneSteps(userId);
      const list: OnboardingStep[] = steps.all().map((row) => ({
        stepKey: row.step_key,
        title: { id: row.title_id, en: row.title_en },
        description: { id: row.description_id, en: row.description_en },
        linkPath: row.link_path.replace(USER_ID_PLACEHOLDER, encodeURIComponent(userId)),
        done: done.has(row.step_key),
      }));
      if (list.length === 0 || list.every((step) => step.done)) return ALL_NULL;
      const texts = Object.fromEntries(textsRows.all().map((row) => [row.text_key, { id: row.text_id, en: row.text_en }]));
      return { title: texts.title ?? null, intro: texts.intro ?? null, steps: list };
    },
    /** Records the first finish; a later one keeps it. */
    finish(userId: string, outcome: OnboardingOutcome, now: Date): OnboardingFinishResult {
      insertFinished.run(userId, outcome, now.toISOString());
      const row = finishedOf.get(userId)!;
      return { outcome: row.outcome, finishedAt: row.finished_at };
    },
    followStep(userId: string, stepKey: OnboardingStepKey, now: Date): void {
      insertFollowed.run(userId, stepKey, now.toISOString());
    },
    tips(): TipItem[] {
      return activeTips.all().map((row) => ({
        tipId: row.tip_id,
        category: row.category,
        title: { id: row.title_id, en: row.title_en },
        body: { id: row.body_id, en: row.body_en },
        linkPath: row.link_path,
      }));
    },
    insertTexts(texts: Record<'title' | 'intro', { id: string; en: string }>) {
      const insert = db.prepare('INSERT INTO onboarding_texts (text_key, text_id, text_en) VALUES (?, ?, ?)');
      for (const [key, text] of Object.entries(texts)) insert.run(key, text.id, text.en);
    },
    insertStep(step: StepSeed, sequence: number) {
      db.prepare(
        `INSERT INTO onboarding_steps (step_key, title_id, title_en, description_id, description_en, link_path, sequence)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(step.stepKey, step.title.id, step.title.en, step.description.id, step.description.en, step.linkPath, sequence);
    },
    insertTip(tip: TipSeed, sequence: number) {
      db.prepare(
        'INSERT INTO tips (tip_id, category, title_id, title_en, body_id, body_en, link_path, sequence) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(tip.tipId, tip.category, tip.title.id, tip.title.en, tip.body.id, tip.body.en, tip.linkPath, sequence);
    },
    /** Every account that exists now (the demo accounts) counts as onboarded: only new registrations get the onboarding. */
    finishForExistingUsers(now: Date): void {
      for (const userId of allUserIds.all()) insertFinished.run(userId, 'completed', now.toISOString());
    },
  };
}

export type OnboardingStore = ReturnType<typeof createOnboardingStore>;
