import { JOB_LEVELS, WORK_MODELS } from '@klob/shared/api-contract/content';
import { JOB_LIST_QUERY, parseJobListParameter, type JobListFilters } from '../links/job-list-path';
import { pageNumberOf } from '../common/pager';

/** What a /jobs URL shows: a job list with its filters, a company's job list, or nothing known. */
export type JobListState =
  { mode: 'list'; filters: JobListFilters } | { mode: 'company'; companySlug: string; filters: JobListFilters } | { mode: 'unknown' };

const oneOf = (values: readonly string[], value: string | undefined): string => (value && values.includes(value) ? value : '');

/**
 * The state of /jobs and /jobs/{dynamicParameter} from the URL alone (the URL is the state, so a
 * pasted URL restores the filters): the path's keyword and location, q (which wins over the
 * path's keyword), work_model, job_level and page; unknown filter values are dropped.
 */
export function jobListStateOf(
  params: Readonly<Record<string, string | undefined>>,
  query: Readonly<Record<string, string>>,
): JobListState {
  const parameter = params.dynamicParameter ? parseJobListParameter(params.dynamicParameter) : null;
  if (parameter?.kind === 'unknown') return { mode: 'unknown' };
  const filters: JobListFilters = {
    keyword: query[JOB_LIST_QUERY.keyword]?.trim() || (parameter?.kind === 'keyword' ? parameter.keyword : ''),
    location: parameter?.kind === 'keyword' ? (parameter.location ?? '') : '',
    workModel: oneOf(WORK_MODELS, query[JOB_LIST_QUERY.workModel]),
    jobLevel: oneOf(JOB_LEVELS, query[JOB_LIST_QUERY.jobLevel]),
    page: pageNumberOf(query[JOB_LIST_QUERY.page]),
  };
  if (parameter?.kind === 'company') return { mode: 'company', companySlug: parameter.companySlug, filters };
  return { mode: 'list', filters };
}
