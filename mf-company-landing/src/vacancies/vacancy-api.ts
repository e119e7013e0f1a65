import type { HttpClient } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { MAX_PAGE_SIZE, type VacancyListResult, type VacancySummary } from '@klob/shared/api-contract/content';
import { LANDING_PATHS } from '@klob/shared/api-contract/platform';

export interface CompanyVacancyQuery {
  corporateId: string;
  keyword?: string;
}

export const companyVacanciesKey = ({ corporateId, keyword }: CompanyVacancyQuery) => `landing-vacancies:${corporateId}:${keyword ?? ''}`;

/** A company's open vacancies (the first MAX_PAGE_SIZE, newest first), optionally only those matching a keyword. */
export async function fetchCompanyVacancies(
  client: HttpClient,
  query: CompanyVacancyQuery,
  signal?: AbortSignal,
): Promise<VacancySummary[]> {
  const params = { corporateId: query.corporateId, keyword: query.keyword, size: MAX_PAGE_SIZE };
  const body = await client.get<Partial<Envelope<VacancyListResult>> | undefined>(LANDING_PATHS.vacancyList, { params, signal });
  const items = body?.result?.items;
  if (!Array.isArray(items)) throw new Error('the vacancy list answered no items');
  return items;
}
