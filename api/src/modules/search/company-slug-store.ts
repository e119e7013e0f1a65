import type { CompanySummary } from '@klob/shared/api-contract/content';
import type { Sql } from '../../db/sql.js';

interface CompanySlugRow {
  corporate_id: string;
  corporate_name: string;
  slug: string;
  logo_url: string | null;
  industry: string | null;
  city: string | null;
  province: string | null;
  total_vacancies: number;
}

/** The company a company job list page (/jobs/perusahaan-{slug}) names, by its unique slug. */
export function createCompanySlugStore(sql: Sql) {
  return {
    async find(slug: string): Promise<CompanySummary | undefined> {
      const row = await sql.get<CompanySlugRow>(
        `SELECT c.corporate_id, c.corporate_name, c.slug, c.logo_url, c.industry, c.city, c.province,
       (SELECT COUNT(*) FROM vacancies v WHERE v.corporate_id = c.corporate_id AND v.anonym = 0) AS total_vacancies
         FROM companies c WHERE lower(c.slug) = lower(?)`,
        [slug],
      );
      if (!row) return undefined;
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
    },
  };
}
