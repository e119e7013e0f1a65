import { tableExists, type Sql } from '../../db/sql.js';

interface QuestionRow {
  question_id: string;
  question_type: string;
}

/**
 * Read-only view of the vacancies' additional questions, which the content area (030)
 * owns and serves at rest/page/klobnco/additional/question/detail. Without that area's
 * tables every vacancy is unknown.
 */
export function createVacancyQuestions(sql: Sql) {
  const hasContentTables = async () => (await tableExists(sql, 'vacancies')) && (await tableExists(sql, 'vacancy_additional_questions'));

  return {
    async vacancyExists(klobVacancyCode: string): Promise<boolean> {
      if (!(await hasContentTables())) return false;
      return (await sql.get('SELECT 1 FROM vacancies WHERE klob_vacancy_code = ?', [klobVacancyCode])) !== undefined;
    },
    async questionType(klobVacancyCode: string, questionId: string): Promise<string | undefined> {
      if (!(await hasContentTables())) return undefined;
      const row = await sql.get<QuestionRow>(
        'SELECT question_id, question_type FROM vacancy_additional_questions WHERE klob_vacancy_code = ? AND question_id = ?',
        [klobVacancyCode, questionId],
      );
      return row?.question_type;
    },
  };
}

export type VacancyQuestions = ReturnType<typeof createVacancyQuestions>;
