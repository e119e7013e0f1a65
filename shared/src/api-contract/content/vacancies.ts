/** Vacancies: the list, the detail and click-apply. */

import type { EmploymentStatus, JobLevel, LocalizedText, Paged, PagingQuery, WorkModel } from './common';

/**
 * GET /rest/open/page/klobnco/vacancy/list
 * workModel, jobLevel and employmentStatus take one value or a comma-separated list.
 */
export interface VacancyListQuery extends PagingQuery {
  /** Case-insensitive match on position, company name and job category. */
  keyword?: string;
  /** Case-insensitive part of a city or province name, e.g. 'jakarta'. */
  location?: string;
  /** Exact province name, e.g. 'Jawa Barat'. */
  province?: string;
  workModel?: string;
  jobLevel?: string;
  employmentStatus?: string;
  corporateId?: string;
}

export interface SalaryRange {
  currency: 'IDR';
  /** Monthly gross in Rupiah; null when the company hides the salary. */
  min: number | null;
  max: number | null;
  visible: boolean;
}

export interface VacancySummary {
  klobVacancyCode: string;
  positionName: string;
  /** Title slug for the job URL shapes of spec 1 §2.1. */
  slug: string;
  jobCategory: string;
  corporateId: string;
  corporateName: string;
  /** Slug of the company name for URLs; ANONYMOUS_CORPORATE_ID for anonymous vacancies. */
  corporateSlug: string;
  corporateLogoUrl: string | null;
  anonym: boolean;
  city: string;
  province: string;
  workModel: WorkModel;
  jobLevel: JobLevel;
  employmentStatus: EmploymentStatus;
  salary: SalaryRange;
  /** ISO timestamp. */
  postedAt: string;
}

export type VacancyListResult = Paged<VacancySummary>;

/** GET /rest/open/page/klobnco/vacancy/detail/{klobVacancyCode}; 404 for an unknown code. */
export interface VacancyDetail extends VacancySummary {
  description: LocalizedText;
  requirements: LocalizedText;
  benefits: LocalizedText;
  /** Number of additional application questions (see AdditionalQuestionDetail). */
  additionalQuestionCount: number;
  /** How many users applied. */
  applicantCount: number;
  /** Only for a signed-in caller; null for visitors. */
  hasApplied: boolean | null;
}

/** POST rest/page/klobnco/detail/vacancy/clickapply?klobVacancyCode= (signed in; idempotent per user). */
export interface ClickApplyQuery {
  klobVacancyCode: string;
}
export interface ClickApplyResult {
  klobVacancyCode: string;
  /** ISO timestamp of the first apply click of this user. */
  appliedAt: string;
  /** True when the user had already clicked apply before this call. */
  alreadyApplied: boolean;
}
