import {
  ANONYMOUS_CORPORATE_ID,
  ANONYMOUS_CORPORATE_NAME,
  type EmploymentStatus,
  type JobLevel,
  type Paged,
  type VacancyDetail,
  type VacancySummary,
  type WorkModel,
} from '@klob/shared/api-contract/content';
import { getValue, type Sql } from '../../db/sql.js';
import { likeContains, likeIgnoringCase } from '../../db/like-contains.js';
import { selectPage, whereAll, type PageWindow } from './paging.js';

interface VacancyRow {
  klob_vacancy_code: string;
  corporate_id: string;
  corporate_name: string;
  corporate_slug: string;
  logo_url: string | null;
  position_name: string;
  slug: string;
  job_category: string;
  city: string;
  province: string;
  work_model: WorkModel;
  job_level: JobLevel;
  employment_status: EmploymentStatus;
  salary_min: number;
  salary_max: number;
  salary_visible: number;
  anonym: number;
  posted_at: string;
}

interface VacancyDetailRow extends VacancyRow {
  description_id: string;
  description_en: string;
  requirements_id: string;
  requirements_en: string;
  benefits_id: string;
  benefits_en: string;
  additional_question_count: number;
  applicant_count: number;
}

export interface VacancyFilter {
  keyword?: string;
  location?: string;
  province?: string;
  workModels?: string[];
  jobLevels?: string[];
  employmentStatuses?: string[];
  corporateId?: string;
}

const SUMMARY_COLUMNS = `v.klob_vacancy_code, v.corporate_id, c.corporate_name, c.slug AS corporate_slug, c.logo_url, v.position_name, v.slug,
  v.job_category, v.city, v.province, v.work_model, v.job_level, v.employment_status, v.salary_min, v.salary_max, v.salary_visible,
  v.anonym, v.posted_at`;

export function toVacancySummary(row: VacancyRow): VacancySummary {
  const anonym = row.anonym === 1;
  const salaryVisible = row.salary_visible === 1;
  return {
    klobVacancyCode: row.klob_vacancy_code,
    positionName: row.position_name,
    slug: row.slug,
    jobCategory: row.job_category,
    corporateId: anonym ? ANONYMOUS_CORPORATE_ID : row.corporate_id,
    corporateName: anonym ? ANONYMOUS_CORPORATE_NAME : row.corporate_name,
    corporateSlug: anonym ? ANONYMOUS_CORPORATE_ID : row.corporate_slug,
    corporateLogoUrl: anonym ? null : row.logo_url,
    anonym,
    city: row.city,
    province: row.province,
    workModel: row.work_model,
    jobLevel: row.job_level,
    employmentStatus: row.employment_status,
    salary: {
      currency: 'IDR',
      min: salaryVisible ? row.salary_min : null,
      max: salaryVisible ? row.salary_max : null,
      visible: salaryVisible,
    },
    postedAt: row.posted_at,
  };
}

function whereClause(filter: VacancyFilter): { sql: string; params: Record<string, unknown> } {
  const conditions: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.keyword) {
    params.keyword = likeContains(filter.keyword);
    conditions.push(
      `(${likeIgnoringCase('v.position_name', '@keyword')} OR ${likeIgnoringCase('v.job_category', '@keyword')} OR (v.anonym = 0 AND ${likeIgnoringCase('c.corporate_name', '@keyword')}))`,
    );
  }
  if (filter.location) {
    params.location = likeContains(filter.location);
    conditions.push(`(${likeIgnoringCase('v.city', '@location')} OR ${likeIgnoringCase('v.province', '@location')})`);
  }
  if (filter.province) {
    params.province = filter.province;
    conditions.push('lower(v.province) = lower(@province)');
  }
  const inList = (column: string, name: string, values: string[] | undefined) => {
    if (!values?.length) return;
    const names = values.map((value, index) => {
      params[`${name}${index}`] = value;
      return `@${name}${index}`;
    });
    conditions.push(`${column} IN (${names.join(', ')})`);
  };
  inList('v.work_model', 'workModel', filter.workModels);
  inList('v.job_level', 'jobLevel', filter.jobLevels);
  inList('v.employment_status', 'employmentStatus', filter.employmentStatuses);
  if (filter.corporateId) {
    // Anonymous vacancies never show under their company.
    params.corporateId = filter.corporateId;
    conditions.push('v.corporate_id = @corporateId AND v.anonym = 0');
  }
  return { sql: whereAll(conditions), params };
}

export async function listVacancies(db: Sql, filter: VacancyFilter, window: PageWindow): Promise<Paged<VacancySummary>> {
  const where = whereClause(filter);
  const query = {
    select: SUMMARY_COLUMNS,
    from: 'FROM vacancies v JOIN companies c ON c.corporate_id = v.corporate_id',
    where: where.sql,
    orderBy: 'v.posted_at DESC, v.klob_vacancy_code',
    params: where.params,
  };
  return selectPage(db, query, window, toVacancySummary);
}

export async function findVacancyDetail(
  db: Sql,
  klobVacancyCode: string,
  viewerUserId: string | undefined,
): Promise<VacancyDetail | undefined> {
  const row = (await db.get(
    `SELECT ${SUMMARY_COLUMNS}, v.description_id, v.description_en, v.requirements_id, v.requirements_en, v.benefits_id, v.benefits_en,
         (SELECT COUNT(*) FROM vacancy_additional_questions q WHERE q.klob_vacancy_code = v.klob_vacancy_code) AS additional_question_count,
         (SELECT COUNT(*) FROM vacancy_applications a WHERE a.klob_vacancy_code = v.klob_vacancy_code AND a.submitted_at IS NOT NULL) AS applicant_count
       FROM vacancies v JOIN companies c ON c.corporate_id = v.corporate_id
       WHERE v.klob_vacancy_code = ?`,
    [klobVacancyCode],
  )) as VacancyDetailRow | undefined;
  if (!row) return undefined;
  const hasApplied = viewerUserId
    ? Boolean(
        await db.get('SELECT 1 FROM vacancy_applications WHERE user_id = ? AND klob_vacancy_code = ? AND submitted_at IS NOT NULL', [
          viewerUserId,
          klobVacancyCode,
        ]),
      )
    : null;
  return {
    ...toVacancySummary(row),
    description: { id: row.description_id, en: row.description_en },
    requirements: { id: row.requirements_id, en: row.requirements_en },
    benefits: { id: row.benefits_id, en: row.benefits_en },
    additionalQuestionCount: row.additional_question_count,
    applicantCount: row.applicant_count,
    hasApplied,
  };
}

/** One vacancy as the lists show it (no texts, no counts). */
export async function findVacancySummary(db: Sql, klobVacancyCode: string): Promise<VacancySummary | undefined> {
  const row = (await db.get(
    `SELECT ${SUMMARY_COLUMNS} FROM vacancies v JOIN companies c ON c.corporate_id = v.corporate_id WHERE v.klob_vacancy_code = ?`,
    [klobVacancyCode],
  )) as VacancyRow | undefined;
  return row && toVacancySummary(row);
}

export const vacancyExists = async (db: Sql, klobVacancyCode: string): Promise<boolean> =>
  Boolean(await db.get('SELECT 1 FROM vacancies WHERE klob_vacancy_code = ?', [klobVacancyCode]));

/** Records the apply click once per user; answers the first click's time. */
export async function recordApplyClick(
  db: Sql,
  userId: string,
  klobVacancyCode: string,
  now: Date,
): Promise<{ appliedAt: string; alreadyApplied: boolean }> {
  const inserted = await db.run(
    'INSERT INTO vacancy_applications (user_id, klob_vacancy_code, applied_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    [userId, klobVacancyCode, now.toISOString()],
  );
  const appliedAt = (await getValue(db, 'SELECT applied_at FROM vacancy_applications WHERE user_id = ? AND klob_vacancy_code = ?', [
    userId,
    klobVacancyCode,
  ])) as string;
  return { appliedAt, alreadyApplied: inserted.changes === 0 };
}
