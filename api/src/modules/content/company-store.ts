import type { CompanyDetail, CompanySummary, CompanyViewerState, Paged } from '@klob/shared/api-contract/content';
import { getValue, type Sql } from '../../db/sql.js';
import { likeContains, likeIgnoringCase } from '../../db/like-contains.js';
import { selectPage, whereAll, type PageWindow } from './paging.js';

/** The columns a company summary is made of (`COMPANY_VACANCY_COUNT` gives `total_vacancies`). */
export interface CompanySummaryRow {
  corporate_id: string;
  corporate_name: string;
  slug: string;
  logo_url: string | null;
  industry: string | null;
  city: string | null;
  province: string | null;
  total_vacancies: number;
}

interface CompanyRow extends CompanySummaryRow {
  banner_url: string | null;
  description_id: string | null;
  description_en: string | null;
  website: string | null;
  employee_count: string | null;
  has_chat: number;
  total_followers: number;
}

export interface CompanyFilter {
  keyword?: string;
  province?: string;
  industry?: string;
}

/** The company `c`'s open vacancies that name it (anonymous ones do not count). */
export const COMPANY_VACANCY_COUNT = `(SELECT COUNT(*) FROM vacancies v WHERE v.corporate_id = c.corporate_id AND v.anonym = 0) AS total_vacancies`;

const COMPANY_COLUMNS = `c.*,
  ${COMPANY_VACANCY_COUNT},
  (SELECT COUNT(*) FROM company_followers f WHERE f.corporate_id = c.corporate_id) AS total_followers`;

export function companySummaryOf(row: CompanySummaryRow): CompanySummary {
  return {
    corporateId: row.corporate_id,
    corporateName: row.corporate_name,
    slug: row.slug,
    logoUrl: row.logo_url,
    industry: row.industry ?? '',
    city: row.city ?? '',
    province: row.province ?? '',
    totalVacancies: row.total_vacancies,
  };
}

export async function listCompanies(db: Sql, filter: CompanyFilter, window: PageWindow): Promise<Paged<CompanySummary>> {
  const conditions: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.keyword) {
    params.keyword = likeContains(filter.keyword);
    conditions.push(likeIgnoringCase('c.corporate_name', '@keyword'));
  }
  if (filter.province) {
    params.province = filter.province;
    conditions.push('lower(c.province) = lower(@province)');
  }
  if (filter.industry) {
    params.industry = filter.industry;
    conditions.push('lower(c.industry) = lower(@industry)');
  }
  const query = {
    select: COMPANY_COLUMNS,
    from: 'FROM companies c',
    where: whereAll(conditions),
    orderBy: 'lower(c.corporate_name), c.corporate_id',
    params,
  };
  return selectPage(db, query, window, companySummaryOf);
}

async function viewerState(db: Sql, corporateId: string, userId: string): Promise<CompanyViewerState> {
  const isFollowed = Boolean(await db.get('SELECT 1 FROM company_followers WHERE corporate_id = ? AND user_id = ?', [corporateId, userId]));
  const appliedVacancyCount =
    (await getValue<number>(
      db,
      `SELECT COUNT(*) FROM vacancy_applications a JOIN vacancies v ON v.klob_vacancy_code = a.klob_vacancy_code
       WHERE a.user_id = ? AND v.corporate_id = ? AND v.anonym = 0`,
      [userId, corporateId],
    )) ?? 0;
  const isAdmin = Boolean(await db.get('SELECT 1 FROM company_admins WHERE corporate_id = ? AND user_id = ?', [corporateId, userId]));
  return { isFollowed, appliedVacancyCount, isAdmin };
}

/** The company header content (spec 3 §7); `viewerUserId` adds the signed-in user's state. */
export async function findCompanyDetail(db: Sql, corporateId: string, viewerUserId?: string): Promise<CompanyDetail | undefined> {
  const row = (await db.get(`SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.corporate_id = ?`, [corporateId])) as
    CompanyRow | undefined;
  if (!row) return undefined;
  return {
    ...companySummaryOf(row),
    bannerUrl: row.banner_url,
    description: { id: row.description_id ?? '', en: row.description_en ?? '' },
    website: row.website,
    employeeCount: row.employee_count,
    hasChat: row.has_chat === 1,
    totalFollowers: row.total_followers,
    viewer: viewerUserId ? await viewerState(db, row.corporate_id, viewerUserId) : null,
  };
}
