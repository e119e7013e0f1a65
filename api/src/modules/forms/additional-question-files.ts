import { fileUrlOf, type AdditionalQuestionFile } from '@klob/shared/api-contract/forms';
import type { Sql } from '../../db/sql.js';

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
export function createAdditionalQuestionFiles(sql: Sql) {
  const one = async (where: string, params: unknown[]) => {
    const row = await sql.get<FileRow>(`${SELECT_FILES} WHERE ${where}`, params);
    return row && toFile(row);
  };
  return {
    find: (userId: string, klobVacancyCode: string, questionId: string) =>
      one('f.user_id = ? AND f.klob_vacancy_code = ? AND f.question_id = ?', [userId, klobVacancyCode, questionId]),
    list: async (userId: string, klobVacancyCode: string) =>
      (
        await sql.all<FileRow>(`${SELECT_FILES} WHERE f.user_id = ? AND f.klob_vacancy_code = ? ORDER BY f.question_id`, [
          userId,
          klobVacancyCode,
        ])
      ).map(toFile),
    findByKey: (userId: string, fileKey: string) => one('f.user_id = ? AND f.file_key = ?', [userId, fileKey]),
    async record(userId: string, klobVacancyCode: string, questionId: string, fileKey: string): Promise<void> {
      await sql.run(
        `INSERT INTO additional_question_files (user_id, klob_vacancy_code, question_id, file_key) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, klob_vacancy_code, question_id) DO UPDATE SET file_key = excluded.file_key, uploaded_at = excluded.uploaded_at`,
        [userId, klobVacancyCode, questionId, fileKey],
      );
    },
  };
}

export type AdditionalQuestionFiles = ReturnType<typeof createAdditionalQuestionFiles>;
