/**
 * Request and response shapes of the direct reports (api area 065 reports): a signed-in job seeker
 * reports a vacancy or a company, gets a reference code, and follows the report on
 * /direct-report/{reportRefCode} (spec 1 §2.3 names the page only; the design is in mf-forms/README.md).
 * Every answer is wrapped in the envelope `{ status, message, result }`; the types describe `result`.
 */

import { routePath } from './route-path';

export const REPORT_PATHS = {
  /** POST NewReportRequest -> DirectReport (signed in). */
  create: '/rest/page/report',
  /** GET -> DirectReport: the caller's own report only; any other code answers 404. */
  report: routePath('/rest/page/report/:reportRefCode'),
  /** POST ReportDetailRequest -> DirectReport: the reporter adds a detail (text and/or an uploaded file). */
  details: routePath('/rest/page/report/:reportRefCode/details'),
} as const;

/** What can be reported. */
export const REPORT_SUBJECT_TYPES = ['vacancy', 'company'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

/** Why: a fraudulent offer (fees, fake company), misleading content, discrimination, or something else. */
export const REPORT_REASONS = ['fraud', 'misleading', 'discriminatory', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Where a report stands: received on creation, in review once the trust team opens it, then resolved. */
export const REPORT_STATUSES = ['received', 'in_review', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `RPT-` and eight characters of an alphabet without look-alikes (no 0/O, 1/I). */
export const REPORT_REF_CODE_PATTERN = /^RPT-[A-HJ-NP-Z2-9]{8}$/;
export const isReportRefCode = (value: string): boolean => REPORT_REF_CODE_PATTERN.test(value);

/** The path segment of /direct-report/{reportRefCode} that opens the form of a new report (not a code). */
export const NEW_REPORT_SEGMENT = 'baru';

export const REPORT_DESCRIPTION_MIN_LENGTH = 20;
export const REPORT_DESCRIPTION_MAX_LENGTH = 2000;
export const REPORT_DETAIL_MAX_LENGTH = 2000;
/** A file is named by its key or the `/files/{key}` url its upload answered. */
export const REPORT_FILE_REFERENCE_MAX_LENGTH = 512;
/** A report holds at most this many added details. */
export const REPORT_MAX_DETAILS = 20;

/** The report page of a code, and the form of a new report about a vacancy. */
export const directReportPath = (reportRefCode: string) => `/direct-report/${encodeURIComponent(reportRefCode)}`;
export const newVacancyReportPath = (klobVacancyCode: string) =>
  `/direct-report/${NEW_REPORT_SEGMENT}?${new URLSearchParams({ vacancy: klobVacancyCode }).toString()}`;

/** POST REPORT_PATHS.create */
export interface NewReportRequest {
  subjectType: ReportSubjectType;
  /** The vacancy's klobVacancyCode, or the company's corporateId. */
  subjectId: string;
  reason: ReportReason;
  description: string;
}

/** POST REPORT_PATHS.details: at least one of the two. */
export interface ReportDetailRequest {
  text?: string;
  /** The key, or the `/files/{key}` url, of a file the same user uploaded (the upload's answer). */
  fileName?: string;
}

export interface ReportAttachment {
  fileName: string;
  originalFilename: string;
  url: string;
}

export interface ReportDetail {
  text: string | null;
  attachment: ReportAttachment | null;
  addedAt: string;
}

/** One report as its reporter sees it. */
export interface DirectReport {
  reportRefCode: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  /** What was reported, as it was named when reported: the position (vacancy) or the company name. */
  subjectTitle: string;
  corporateName: string;
  corporateId: string;
  reason: ReportReason;
  description: string;
  status: ReportStatus;
  createdAt: string;
  updatedAt: string;
  details: ReportDetail[];
}
