import { fileUrlOf, type AdditionalQuestionFile } from '@klob/shared/api-contract/forms';
import type { Db } from '../../db/database.js';

interface FileRow {
  klob_vacancy_code: string;
  question_id: string;
  file_key: string;
  original_filename: string;
  size_bytes: number;
}

const toFile = (row: FileRow): AdditionalQuestionFile => ({
  klobVacancyCode: row.klob_vacancy_code,
  questionId: row.question_id,
  fileKey: row.file_key,
  fileUrl: fileUrlOf(row.file_key),
  originalFilename: row.original_filename,
  size: row.size_bytes,
});

const SELECT_FILES = `SELECT f.klob_vacancy_code, f.question_id, f.file_key, u.original_filename, u.size_bytes
  FROM additional_question_files f JOIN uploads u ON u.file_key = f.file_key`;

/** Which uploaded file answers which additional question of which user: one per question (spec 3 §5). */
export function createAdditionalQuestionFiles(db: Db) {
  const byQuestion = db.prepare<[string, string, string], FileRow>(
    `${SELECT_FILES} WHERE f.user_id = ? AND f.klob_vacancy_code = ? AND f.question_id = ?`,
  );
  const byVacancy = db.prepare<[string, string], FileRow>(
    `${SELECT_FILES} WHERE f.user_id = ? AND f.klob_vacancy_code = ? ORDER BY f.question_id`,
  );
  const byKey = db.prepare<[string, string], FileRow>(`${SELECT_FILES} WHERE f.user_id = ? AND f.file_key = ?`);
  const upsert = db.prepare(
    `INSERT INTO additional_question_files (user_id, klob_vacancy_code, question_id, file_key) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, klob_vacancy_code, question_id) DO UPDATE SET file_key = excluded.file_key, uploaded_at = excluded.uploaded_at`,
  );

  return {
    find: (userId: string, klobVacancyCode: string, questionId: string) => {
      const row = byQuestion.get(userId, klobVacancyCode, questionId);
      return row && toFile(row);
    },
    list: (userId: string, klobVacancyCode: string) => byVacancy.all(userId, klobVacancyCode).map(toFile),
    findByKey: (userId: string, fileKey: string) => {
      const row = byKey.get(userId, fileKey);
      return row && toFile(row);
    },
    record(userId: string, klobVacancyCode: string, questionId: string, fileKey: string): void {
      upsert.run(userId, klobVacancyCode, questionId, fileKey);
    },
  };
}

export type AdditionalQuestionFiles = ReturnType<typeof createAdditionalQuestionFiles>;
