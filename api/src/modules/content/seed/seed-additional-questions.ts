import type { AdditionalQuestionType } from '@klob/shared/api-contract/content';
import type { SeedStatements } from '../../../db/seed-statements.js';

interface QuestionSeed {
  klobVacancyCode: string;
  textId: string;
  textEn: string;
  type: AdditionalQuestionType;
  mandatory: 'y' | 'n';
  options?: string[];
  /** attachment: the extensions the file may have (default: every uploadable type). */
  fileTypes?: string[];
}

/** Application questions of the first two Nusantara openings; every other vacancy has none. */
const questionSeeds: QuestionSeed[] = [
  {
    klobVacancyCode: 'KLV-0001',
    textId: 'Berapa tahun pengalaman kamu dengan React?',
    textEn: 'How many years have you worked with React?',
    type: 'short',
    mandatory: 'y',
  },
  {
    klobVacancyCode: 'KLV-0001',
    textId: 'Kapan kamu bisa mulai bekerja?',
    textEn: 'When can you start?',
    type: 'multiple choice',
    mandatory: 'y',
    options: ['Segera', '1 bulan', '2 bulan atau lebih'],
  },
  {
    klobVacancyCode: 'KLV-0001',
    textId: 'Teknologi apa saja yang kamu kuasai?',
    textEn: 'Which technologies do you know?',
    type: 'multiple response',
    mandatory: 'n',
    options: ['TypeScript', 'React', 'Webpack', 'Testing Library'],
  },
  {
    klobVacancyCode: 'KLV-0001',
    textId: 'Unggah portofolio kamu (PDF).',
    textEn: 'Upload your portfolio (PDF).',
    type: 'attachment',
    mandatory: 'n',
    fileTypes: ['pdf'],
  },
  {
    klobVacancyCode: 'KLV-0002',
    textId: 'Ceritakan proyek backend terbesar kamu.',
    textEn: 'Tell us about your largest backend project.',
    type: 'short',
    mandatory: 'y',
  },
];

export function seedAdditionalQuestions(db: SeedStatements): void {
  const insertQuestion = db.prepare(
    `INSERT INTO vacancy_additional_questions
       (question_id, klob_vacancy_code, question_text_id, question_text_en, question_type, mandatory, sequence, file_types)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOption = db.prepare(
    'INSERT INTO vacancy_additional_question_options (answer_id, question_id, answer_text, sequence) VALUES (?, ?, ?, ?)',
  );
  const sequenceByVacancy = new Map<string, number>();
  questionSeeds.forEach((question, index) => {
    const sequence = (sequenceByVacancy.get(question.klobVacancyCode) ?? 0) + 1;
    sequenceByVacancy.set(question.klobVacancyCode, sequence);
    const questionId = `AQ-${String(index + 1).padStart(3, '0')}`;
    insertQuestion.run(
      questionId,
      question.klobVacancyCode,
      question.textId,
      question.textEn,
      question.type,
      question.mandatory,
      sequence,
      question.fileTypes ? JSON.stringify(question.fileTypes) : null,
    );
    question.options?.forEach((answerText, optionIndex) =>
      insertOption.run(`${questionId}-${optionIndex + 1}`, questionId, answerText, optionIndex + 1),
    );
  });
}
