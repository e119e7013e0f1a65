/** Companies: the list, the detail and what the viewer may do there. */

import type { LocalizedText, Paged, PagingQuery } from './common';

/** GET /rest/open/page/klobnco/company/list */
export interface CompanyListQuery extends PagingQuery {
  /** Case-insensitive part of the company name. */
  keyword?: string;
  province?: string;
  industry?: string;
}

export interface CompanySummary {
  corporateId: string;
  corporateName: string;
  slug: string;
  logoUrl: string | null;
  industry: string;
  city: string;
  province: string;
  /** Open vacancies that show the company (anonymous ones are not counted). */
  totalVacancies: number;
}

export type CompanyListResult = Paged<CompanySummary>;

/**
 * GET rest/open/page/klobnco/detail/header/content/{companyId} (visitors: viewer is null) and
 * GET rest/page/klobnco/detail/header/content/{companyId} (signed in: viewer is filled). 404 unknown id.
 */
export interface CompanyDetail extends CompanySummary {
  bannerUrl: string | null;
  description: LocalizedText;
  website: string | null;
  employeeCount: string | null;
  hasChat: boolean;
  totalFollowers: number;
  viewer: CompanyViewerState | null;
}

export interface CompanyViewerState {
  isFollowed: boolean;
  /** Vacancies of this company the user clicked apply on. */
  appliedVacancyCount: number;
  isAdmin: boolean;
}
