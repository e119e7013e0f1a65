import type { TestAnswer, TestResult, VacancyTestQuestion } from '@klob/shared/api-contract/content';
import type { Sql } from '../../db/sql.js';

interface TestQuestionRow {
  question_id: string;
  question_text_id: string;
  question_text_en: string;
  options_json: string;
  correct_answer_id: string;
}

const rowsOf = async (db: Sql, klobVacancyCode: string) =>
  (await db.all('SELECT * FROM vacancy_test_questions WHERE klob_vacancy_code = ? ORDER BY sequence', [
    klobVacancyCode,
  ])) as TestQuestionRow[];

/** The vacancy's test questions, without their correct answers. */
export async function findTestQuestions(db: Sql, klobVacancyCode: string): Promise<VacancyTestQuestion[]> {
  return (await rowsOf(db, klobVacancyCode)).map((row) => ({
    questionId: row.question_id,
    questionText: { id: row.question_text_id, en: row.question_text_en },
    options: JSON.parse(row.options_json) as VacancyTestQuestion['options'],
  }));
}

/** The score of the answers, or the reason they cannot be scored (a question unanswered or answered with a foreign option). */
export async function scoreTest(
  db: Sql,
  klobVacancyCode: string,
  answers: TestAnswer[],
): Promise<{ result: TestResult | null } | { problem: string }> {
  const rows = await rowsOf(db, klobVacancyCode);
  if (rows.length === 0) return answers.length ? { problem: `testAnswers: ${klobVacancyCode} has no test` } : { result: null };
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer.answerId]));
  let score = 0;
  for (const row of rows) {
    const chosen = byQuestion.get(row.question_id);
    if (!chosen) return { problem: `testAnswers: ${row.question_id} is required` };
    const options = JSON.parse(row.options_json) as VacancyTestQuestion['options'];
    if (!options.some((option) => option.answerId === chosen))
      return { problem: `testAnswers: ${chosen} is not an option of ${row.question_id}` };
    if (chosen === row.correct_answer_id) score += 1;
  }
  const unknown = answers.find((answer) => !rows.some((row) => row.question_id === answer.questionId));
  if (unknown) return { problem: `testAnswers: ${unknown.questionId} is not a test question of this vacancy` };
  return { result: { score, total: rows.length } };
}
