import type { SeedStatements } from '../../../db/seed-statements.js';

interface TestQuestionSeed {
  textId: string;
  textEn: string;
  /** [id text, en text]; the first listed is not always the correct one. */
  options: [string, string][];
  correct: number;
}

/** The test step of the Backend Engineer opening (KLV-0002); every other vacancy has none. */
const testSeeds: Record<string, TestQuestionSeed[]> = {
  'KLV-0002': [
    {
      textId: 'Kode status HTTP untuk sumber daya yang tidak ditemukan adalah...',
      textEn: 'The HTTP status code for a resource that was not found is...',
      options: [
        ['200', '200'],
        ['404', '404'],
        ['500', '500'],
      ],
      correct: 1,
    },
    {
      textId: 'Perintah SQL untuk mengambil data adalah...',
      textEn: 'The SQL statement that reads data is...',
      options: [
        ['INSERT', 'INSERT'],
        ['DELETE', 'DELETE'],
        ['SELECT', 'SELECT'],
      ],
      correct: 2,
    },
  ],
};

export function seedVacancyTests(db: SeedStatements): void {
  const insert = db.prepare(
    `INSERT INTO vacancy_test_questions (question_id, klob_vacancy_code, question_text_id, question_text_en, options_json, correct_answer_id, sequence)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let ordinal = 0;
  for (const [code, questions] of Object.entries(testSeeds)) {
    questions.forEach((question, index) => {
      ordinal += 1;
      const questionId = `TQ-${String(ordinal).padStart(3, '0')}`;
      const options = question.options.map(([id, en], optionIndex) => ({
        answerId: `${questionId}-${optionIndex + 1}`,
        answerText: { id, en },
      }));
      insert.run(
        questionId,
        code,
        question.textId,
        question.textEn,
        JSON.stringify(options),
        options[question.correct]!.answerId,
        index + 1,
      );
    });
  }
}
