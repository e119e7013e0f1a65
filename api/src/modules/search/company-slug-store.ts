import type { CompanySummary } from '@klob/shared/api-contract/content';
import type { Sql } from '../../db/sql.js';
import { COMPANY_VACANCY_COUNT, companySummaryOf, type CompanySummaryRow } from '../content/company-store.js';

/** The company a company job list page (/jobs/perusahaan-{slug}) names, by its unique slug. */
export function createCompanySlugStore(sql: Sql) {
  return {
    async find(slug: string): Promise<CompanySummary | undefined> {
      const row = await sql.get<CompanySummaryRow>(
        `SELECT c.corporate_id, c.corporate_name, c.slug, c.logo_url, c.industry, c.city, c.province, ${COMPANY_VACANCY_COUNT}
         FROM companies c WHERE lower(c.slug) = lower(?)`,
        [slug],
      );
      return row && companySummaryOf(row);
    },
  };
}
