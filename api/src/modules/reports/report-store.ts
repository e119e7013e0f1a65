import { randomInt } from 'node:crypto';
import {
  type DirectReport,
  type ReportDetail,
  type ReportReason,
  type ReportStatus,
  type ReportSubjectType,
} from '@klob/shared/api-contract/reports';
import { fileUrlOf } from '@klob/shared/api-contract/forms';
import { getValue, type Sql } from '../../db/sql.js';

interface ReportRow {
  report_ref_code: string;
  reporter_user_id: string;
  subject_type: ReportSubjectType;
  subject_id: string;
  subject_title: string;
  corporate_id: string;
  corporate_name: string;
  reason: ReportReason;
  description: string;
  status: ReportStatus;
  created_at: string;
  updated_at: string;
}

interface DetailRow {
  text: string | null;
  file_key: string | null;
  original_filename: string | null;
  added_at: string;
}

/** What is reported, named as the platform shows it now (kept with the report as it was). */
export interface ReportSubject {
  subjectTitle: string;
  corporateId: string;
  corporateName: string;
}

export interface NewReport {
  reporterUserId: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  subject: ReportSubject;
  reason: ReportReason;
  description: string;
  status?: ReportStatus;
  createdAt?: string;
}

const REF_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REF_CODE_LENGTH = 8;

/** A fresh code from a CSPRNG: guessing another user's code is hopeless, and the api answers 404 anyway. */
const newRefCode = () =>
  `RPT-${Array.from({ length: REF_CODE_LENGTH }, () => REF_CODE_ALPHABET[randomInt(REF_CODE_ALPHABET.length)]).join('')}`;

const detailOf = (row: DetailRow): ReportDetail => ({
  text: row.text,
  attachment: row.file_key
    ? { fileName: row.file_key, originalFilename: row.original_filename ?? row.file_key, url: fileUrlOf(row.file_key) }
    : null,
  addedAt: row.added_at,
});

export function createReportStore(sql: Sql) {
  const reportOf = async (row: ReportRow): Promise<DirectReport> => ({
    reportRefCode: row.report_ref_code,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    subjectTitle: row.subject_title,
    corporateId: row.corporate_id,
    corporateName: row.corporate_name,
    reason: row.reason,
    description: row.description,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    details: (
      await sql.all<DetailRow>(
        'SELECT text, file_key, original_filename, added_at FROM direct_report_details WHERE report_ref_code = ? ORDER BY seq',
        [row.report_ref_code],
      )
    ).map(detailOf),
  });
  const reportRow = (code: string, userId: string) =>
    sql.get<ReportRow>('SELECT * FROM direct_reports WHERE report_ref_code = ? AND reporter_user_id = ?', [code, userId]);

  return {
    /** The vacancy or company a report may be about, or undefined when the platform has none by that id. */
    async subject(subjectType: ReportSubjectType, subjectId: string): Promise<ReportSubject | undefined> {
      if (subjectType === 'vacancy') {
        const vacancy = await sql.get<{ position_name: string; corporate_id: string; corporate_name: string }>(
          `SELECT v.position_name, v.corporate_id, c.corporate_name FROM vacancies v JOIN companies c ON c.corporate_id = v.corporate_id
           WHERE v.klob_vacancy_code = ?`,
          [subjectId],
        );
        return vacancy && { subjectTitle: vacancy.position_name, corporateId: vacancy.corporate_id, corporateName: vacancy.corporate_name };
      }
      const company = await sql.get<{ corporate_id: string; corporate_name: string }>(
        'SELECT corporate_id, corporate_name FROM companies WHERE corporate_id = ?',
        [subjectId],
      );
      return company && { subjectTitle: company.corporate_name, corporateId: company.corporate_id, corporateName: company.corporate_name };
    },
    async create(report: NewReport): Promise<DirectReport> {
      const now = report.createdAt ?? new Date().toISOString();
      const code = newRefCode();
      const { subject } = report;
      await sql.run(
        `INSERT INTO direct_reports (report_ref_code, reporter_user_id, subject_type, subject_id, subject_title, corporate_id, corporate_name,
           reason, description, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          code,
          report.reporterUserId,
          report.subjectType,
          report.subjectId,
          subject.subjectTitle,
          subject.corporateId,
          subject.corporateName,
          report.reason,
          report.description,
          report.status ?? 'received',
          now,
          now,
        ],
      );
      return reportOf((await reportRow(code, report.reporterUserId))!);
    },
    /** The report of that code if the user made it; another user's report is as absent as an unknown code. */
    async reportOf(reportRefCode: string, userId: string): Promise<DirectReport | undefined> {
      const row = await reportRow(reportRefCode, userId);
      return row && reportOf(row);
    },
    detailCount: async (reportRefCode: string): Promise<number> =>
      (await getValue<number>(sql, 'SELECT COUNT(*) FROM direct_report_details WHERE report_ref_code = ?', [reportRefCode])) ?? 0,
    /** The original name of an upload the user made, or undefined when the key is unknown or someone else's. */
    async uploadOf(fileKey: string, userId: string): Promise<{ originalFilename: string } | undefined> {
      const upload = await sql.get<{ original_filename: string; uploader_user_id: string | null }>(
        'SELECT original_filename, uploader_user_id FROM uploads WHERE file_key = ?',
        [fileKey],
      );
      return upload && upload.uploader_user_id === userId ? { originalFilename: upload.original_filename } : undefined;
    },
    async addDetail(
      reportRefCode: string,
      detail: { text: string | null; fileKey: string | null; originalFilename: string | null },
    ): Promise<void> {
      const now = new Date().toISOString();
      await sql.transaction(async (tx) => {
        await tx.run(
          `INSERT INTO direct_report_details (report_ref_code, seq, text, file_key, original_filename, added_at)
           VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM direct_report_details WHERE report_ref_code = ?), ?, ?, ?, ?)`,
          [reportRefCode, reportRefCode, detail.text, detail.fileKey, detail.originalFilename, now],
        );
        await tx.run('UPDATE direct_reports SET updated_at = ? WHERE report_ref_code = ?', [now, reportRefCode]);
      });
    },
  };
}

export type ReportStore = ReturnType<typeof createReportStore>;
