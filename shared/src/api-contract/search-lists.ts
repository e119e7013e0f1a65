/**
 * The content list calls the search pages read (/jobs, /jobs/{dynamicParameter}, /companies); their
 * query and answer shapes are in `content.ts`.
 */
export const SEARCH_LIST_PATHS = {
  /** VacancyListQuery -> VacancyListResult. */
  vacancies: '/rest/open/page/klobnco/vacancy/list',
  /** CompanyListQuery -> CompanyListResult. */
  companies: '/rest/open/page/klobnco/company/list',
} as const;
