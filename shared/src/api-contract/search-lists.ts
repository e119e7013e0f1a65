import { CONTENT_PATHS } from './content';

/**
 * The content list calls the search pages read (/jobs, /jobs/{dynamicParameter}, /companies); their
 * query and answer shapes are in `content.ts`.
 */
export const SEARCH_LIST_PATHS = {
  /** VacancyListQuery -> VacancyListResult. */
  vacancies: CONTENT_PATHS.vacancyList,
  /** CompanyListQuery -> CompanyListResult. */
  companies: CONTENT_PATHS.companyList,
} as const;
