import type { CompanySummary } from '@klob/shared/api-contract/content';
import type { Db } from '../../db/database.js';
import { COMPANY_VACANCY_COUNT, companySummaryOf, type CompanySummaryRow } from '../content/company-store.js';

/** The company a company job list page (/jobs/perusahaan-{slug}) names, by its unique slug. */
export function createCompanySlugStore(db: Db) {
  const bySlug = db.prepare(
    `SELECT c.corporate_id, c.corporate_name, c.slug, c.logo_url, c.industry, c.city, c.province, ${COMPANY_VACANCY_COUNT}
     FROM companies c WHERE c.slug = ? COLLATE NOCASE`,
  );
  return {
    find(slug: string): CompanySummary | undefined {
      const row = bySlug.get(slug) as CompanySummaryRow | undefined;
      return row && companySummaryOf(row);
    },
  };
}
