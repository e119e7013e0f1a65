import type { Db } from '../../db/database.js';

interface QuestionRow {
  question_id: string;
  question_type: string;
}

/**
 * Read-only view of the vacancies' additional questions, which the content area (030)
 * owns and serves at rest/page/klobnco/additional/question/detail. Without that area's
 * tables every vacancy is unknown.
 */
export function createVacancyQuestions(db: Db) {
  const tableExists = db.prepare<[string], 1>("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
  const hasContentTables = () =>
    tableExists.get('vacancies') !== undefined && tableExists.get('vacancy_additional_questions') !== undefined;

  return {
    vacancyExists(klobVacancyCode: string): boolean {
      if (!hasContentTables()) return false;
      return db.prepare('SELECT 1 FROM vacancies WHERE klob_vacancy_code = ?').get(klobVacancyCode) !== undefined;
    },
    questionType(klobVacancyCode: string, questionId: string): string | undefined {
      if (!hasContentTables()) return undefined;
      const row = db
        .prepare<[string, string], QuestionRow>(
          'SELECT question_id, question_type FROM vacancy_additional_questions WHERE klob_vacancy_code = ? AND question_id = ?',
        )
        .get(klobVacancyCode, questionId);
      return row?.question_type;
    },
  };
}

export type VacancyQuestions = ReturnType<typeof createVacancyQuestions>;
