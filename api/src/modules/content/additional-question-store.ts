import type { AdditionalQuestion, AdditionalQuestionType } from '@klob/shared/api-contract/content';
import type { Sql } from '../../db/sql.js';

interface QuestionRow {
  question_id: string;
  question_text_id: string;
  question_text_en: string;
  question_type: AdditionalQuestionType;
  mandatory: 'y' | 'n';
  sequence: number;
  /** A JSON list of extensions, or null. */
  file_types: string | null;
}

interface OptionRow {
  question_id: string;
  answer_id: string;
  answer_text: string;
  sequence: number;
}

/** The application questions of a vacancy with their options, in order. */
export async function findAdditionalQuestions(db: Sql, klobVacancyCode: string): Promise<AdditionalQuestion[]> {
  const questions = (await db.all('SELECT * FROM vacancy_additional_questions WHERE klob_vacancy_code = ? ORDER BY sequence', [
    klobVacancyCode,
  ])) as QuestionRow[];
  const options = (await db.all(
    `SELECT o.question_id, o.answer_id, o.answer_text, o.sequence FROM vacancy_additional_question_options o
       JOIN vacancy_additional_questions q ON q.question_id = o.question_id
       WHERE q.klob_vacancy_code = ? ORDER BY o.sequence`,
    [klobVacancyCode],
  )) as OptionRow[];
  return questions.map((question) => ({
    questionId: question.question_id,
    questionText: { id: question.question_text_id, en: question.question_text_en },
    questionType: question.question_type,
    mandatory: question.mandatory,
    sequence: question.sequence,
    fileTypes: question.file_types ? (JSON.parse(question.file_types) as string[]) : null,
    options: options
      .filter((option) => option.question_id === question.question_id)
      .map((option) => ({ answerId: option.answer_id, answerText: option.answer_text, sequence: option.sequence })),
  }));
}
