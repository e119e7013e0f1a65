import type { HttpClient } from '@klob/shared';
import { CONTENT_PATHS, type VacancyDetail, type VacancyListQuery, type VacancyListResult } from '@klob/shared/api-contract/content';
import { getResult, type CallOptions } from '@klob/shared/api-contract/envelope';

/** The vacancy calls (spec 1 §2.1): the list (Klob & Co, similar jobs, a company's jobs, the kloboard) and one vacancy. */
export const jobApi = {
  vacancies: (client: HttpClient, query: VacancyListQuery, options?: CallOptions) =>
    getResult<VacancyListResult>(client, CONTENT_PATHS.vacancyList, query, options),
  vacancy: (client: HttpClient, code: string, options?: CallOptions) =>
    getResult<VacancyDetail>(client, CONTENT_PATHS.vacancyDetail(code), undefined, options),
};
