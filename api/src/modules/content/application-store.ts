import {
  MAX_APPLICATIONS_PER_DAY,
  type AdditionalQuestion,
  type ApplicationAnswer,
  type ApplicationQuota,
  type AppliedJob,
  type Paged,
  type TestResult,
} from '@klob/shared/api-contract/content';
import { fileExtension } from '@klob/shared/constants';
import { getValue, type Sql } from '../../db/sql.js';
import { selectPage, type PageWindow } from './paging.js';
import { toVacancySummary } from './vacancy-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applications sent by `userId` in the 24 hours before `now`, against the max-apply limit. */
export async function applicationQuota(db: Sql, userId: string, now: Date): Promise<ApplicationQuota> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const usedToday = (await getValue(db, 'SELECT COUNT(*) FROM vacancy_applications WHERE user_id = ? AND submitted_at >= ?', [
    userId,
    since,
  ])) as number;
  return { maxPerDay: MAX_APPLICATIONS_PER_DAY, usedToday, remaining: Math.max(0, MAX_APPLICATIONS_PER_DAY - usedToday) };
}

const isAnswered = (question: AdditionalQuestion, answer: ApplicationAnswer | undefined): boolean => {
  if (!answer) return false;
  if (question.questionType === 'multiple choice' || question.questionType === 'multiple response')
    return Boolean(answer.answerIds?.length);
  return Boolean(answer.answerText?.trim());
};

/**
 * Why the answers cannot be stored, or null when they can: every mandatory question answered,
 * no answer to an unknown question, choice answers among the question's options.
 */
export function answersProblem(questions: AdditionalQuestion[], answers: ApplicationAnswer[]): string | null {
  const byId = new Map(questions.map((question) => [question.questionId, question]));
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) return `answers: ${answer.questionId} is not a question of this vacancy`;
    const optionIds = question.options.map((option) => option.answerId);
    const unknown = answer.answerIds?.find((id) => !optionIds.includes(id));
    if (unknown) return `answers: ${unknown} is not an option of ${question.questionId}`;
    if (question.questionType === 'multiple choice' && (answer.answerIds?.length ?? 0) > 1) {
      return `answers: ${question.questionId} takes one option`;
    }
    // An attachment's file types (a 'PDF' question takes no image), read on the stored file's name.
    const fileName = answer.answerText?.trim().split('/').pop() ?? '';
    if (
      question.questionType === 'attachment' &&
      fileName &&
      question.fileTypes?.length &&
      !question.fileTypes.includes(fileExtension(fileName))
    ) {
      return `answers: ${question.questionId} takes ${question.fileTypes.join(', ')} files only`;
    }
  }
  const unanswered = questions.find(
    (question) =>
      question.mandatory === 'y' &&
      !isAnswered(
        question,
        answers.find((answer) => answer.questionId === question.questionId),
      ),
  );
  return unanswered ? `answers: ${unanswered.questionId} is required` : null;
}

/** Stores the sent application (the click-apply row is made when missing); false when it was already sent. */
export async function submitApplication(
  db: Sql,
  userId: string,
  klobVacancyCode: string,
  answers: ApplicationAnswer[],
  testResult: TestResult | null,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  await db.run('INSERT INTO vacancy_applications (user_id, klob_vacancy_code, applied_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
    userId,
    klobVacancyCode,
    at,
  ]);
  const updated = await db.run(
    `UPDATE vacancy_applications SET submitted_at = ?, answers_json = ?, test_score = ?, test_total = ?
       WHERE user_id = ? AND klob_vacancy_code = ? AND submitted_at IS NULL`,
    [at, JSON.stringify(answers), testResult?.score ?? null, testResult?.total ?? null, userId, klobVacancyCode],
  );
  return updated.changes === 1;
}

type AppliedRow = Parameters<typeof toVacancySummary>[0] & { submitted_at: string; test_score: number | null; test_total: number | null };

const APPLIED_SELECT = `v.klob_vacancy_code, v.corporate_id, c.corporate_name, c.slug AS corporate_slug, c.logo_url, v.position_name, v.slug,
  v.job_category, v.city, v.province, v.work_model, v.job_level, v.employment_status, v.salary_min, v.salary_max, v.salary_visible,
  v.anonym, v.posted_at, a.submitted_at, a.test_score, a.test_total`;
const APPLIED_FROM =
  'FROM vacancy_applications a JOIN vacancies v ON v.klob_vacancy_code = a.klob_vacancy_code JOIN companies c ON c.corporate_id = v.corporate_id';

// The stages after 'applied' belong to the hiring side, which is not built here.
const toAppliedJob = (row: AppliedRow): AppliedJob => ({
  vacancy: toVacancySummary(row),
  submittedAt: row.submitted_at,
  testResult: row.test_total === null ? null : { score: row.test_score ?? 0, total: row.test_total },
  stage: 'applied',
  timeline: [{ stage: 'applied', at: row.submitted_at }],
});

/** The user's sent applications, newest first. */
export async function listAppliedJobs(db: Sql, userId: string, window: PageWindow): Promise<Paged<AppliedJob>> {
  const where = 'WHERE a.user_id = @userId AND a.submitted_at IS NOT NULL';
  const orderBy = 'a.submitted_at DESC, v.klob_vacancy_code';
  return selectPage(db, { select: APPLIED_SELECT, from: APPLIED_FROM, where, orderBy, params: { userId } }, window, toAppliedJob);
}

/** One sent application of the user. */
export async function findAppliedJob(db: Sql, userId: string, klobVacancyCode: string): Promise<AppliedJob | undefined> {
  const row = (await db.get(
    `SELECT ${APPLIED_SELECT} ${APPLIED_FROM} WHERE a.user_id = ? AND a.klob_vacancy_code = ? AND a.submitted_at IS NOT NULL`,
    [userId, klobVacancyCode],
  )) as AppliedRow | undefined;
  return row && toAppliedJob(row);
}
