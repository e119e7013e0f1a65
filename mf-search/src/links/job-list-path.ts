import { keywordSlug, keywordOfSlug } from './slug';

/** spec 1 §2.1: /jobs/lowongan-kerja-{keyword-slug} with an optional -di-{location} suffix. */
export const KEYWORD_PREFIX = 'lowongan-kerja-';
export const LOCATION_SEPARATOR = '-di-';
/** spec 1 §2.1: a dynamic parameter beginning with the word perusahaan is a company page. */
export const COMPANY_WORD = 'perusahaan';
export const JOBS_PATH = '/jobs';

/** What /jobs/{dynamicParameter} shows. */
export type JobListParameter =
  { kind: 'keyword'; keyword: string; location: string | null } | { kind: 'company'; companySlug: string } | { kind: 'unknown' };

function decode(parameter: string): string {
  try {
    return decodeURIComponent(parameter);
  } catch {
    return parameter;
  }
}

/**
 * Reads /jobs/{dynamicParameter}. The location is what follows the last '-di-', so a keyword may
 * hold the word 'di' when a location follows ('kerja-di-rumah-di-bandung'). Upper case and
 * percent-encoding are accepted.
 */
export function parseJobListParameter(rawParameter: string): JobListParameter {
  const parameter = decode(rawParameter).normalize('NFC').toLocaleLowerCase('id');
  const [firstWord = ''] = parameter.split('-', 1);
  if (firstWord === COMPANY_WORD) {
    const companySlug = keywordSlug(parameter.slice(COMPANY_WORD.length));
    return companySlug ? { kind: 'company', companySlug } : { kind: 'unknown' };
  }
  if (!parameter.startsWith(KEYWORD_PREFIX)) return { kind: 'unknown' };
  const rest = parameter.slice(KEYWORD_PREFIX.length);
  const at = rest.lastIndexOf(LOCATION_SEPARATOR);
  const keywordPart = at > 0 ? rest.slice(0, at) : rest;
  const locationPart = at > 0 ? rest.slice(at + LOCATION_SEPARATOR.length) : '';
  const keyword = keywordOfSlug(keywordSlug(keywordPart));
  if (!keyword) return { kind: 'unknown' };
  const location = keywordOfSlug(keywordSlug(locationPart));
  return { kind: 'keyword', keyword, location: location || null };
}

const hasWordDi = (slug: string) => slug === 'di' || slug.startsWith('di-') || slug.endsWith('-di') || slug.includes(LOCATION_SEPARATOR);

/**
 * The path segment of a keyword (and location) list, or null when the path cannot hold it and
 * read it back the same: an empty keyword, a keyword that would read as a company page, a keyword
 * with the word 'di' and no location, or a location with the word 'di'.
 */
export function jobListParameter(keyword: string, location?: string | null): string | null {
  const keywordPart = keywordSlug(keyword);
  const locationPart = keywordSlug(location ?? '');
  if (!keywordPart) return null;
  if (locationPart ? hasWordDi(locationPart) : hasWordDi(keywordPart)) return null;
  return `${KEYWORD_PREFIX}${keywordPart}${locationPart ? `${LOCATION_SEPARATOR}${locationPart}` : ''}`;
}

/** The filters of a job list page, which its URL holds. */
export interface JobListFilters {
  keyword: string;
  location: string;
  workModel: string;
  jobLevel: string;
  page: number;
}

/** Query names of /jobs (spec 1 §2.1; page is ours). */
export const JOB_LIST_QUERY = { keyword: 'q', workModel: 'work_model', jobLevel: 'job_level', page: 'page' } as const;

/**
 * The URL of a job list: /jobs/lowongan-kerja-{keyword}[-di-{location}] when the path can hold the
 * keyword and location, else /jobs?q=; work_model, job_level and page (above 1) in the query.
 */
export function jobListUrl(filters: Partial<JobListFilters>): string {
  const keyword = filters.keyword?.trim() ?? '';
  const location = filters.location?.trim() ?? '';
  const parameter = keyword ? jobListParameter(keyword, location) : null;
  const query = new URLSearchParams();
  if (keyword && !parameter) query.set(JOB_LIST_QUERY.keyword, location ? `${keyword} ${location}` : keyword);
  if (filters.workModel) query.set(JOB_LIST_QUERY.workModel, filters.workModel);
  if (filters.jobLevel) query.set(JOB_LIST_QUERY.jobLevel, filters.jobLevel);
  if (filters.page && filters.page > 1) query.set(JOB_LIST_QUERY.page, String(filters.page));
  const path = parameter ? `${JOBS_PATH}/${encodeURI(parameter)}` : JOBS_PATH;
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The company job list of a company slug: /jobs/perusahaan-{slug}. */
export const companyJobListUrl = (companySlug: string): string => `${JOBS_PATH}/${COMPANY_WORD}-${encodeURI(keywordSlug(companySlug))}`;
