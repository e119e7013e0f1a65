import { PRODUCT_SLUG } from '../constants/index';
import { ANONYMOUS_CORPORATE_ID, type VacancySummary } from '../api-contract/content';

/**
 * The platform's links to its detail pages (spec 1 §2.1, §2.3; spec 3 "Company detail page"),
 * used by every part that draws one (search results, journey lists, campaign pages, the
 * sitemap), so one job has one address.
 */

/** What a job link needs: the fields of a vacancy summary. */
export type JobLink = Pick<VacancySummary, 'klobVacancyCode' | 'slug' | 'corporateId' | 'corporateSlug' | 'anonym'>;

const KLOB_AND_CO_HOME = `/home/${PRODUCT_SLUG}-and-co`;
const segment = (value: string) => encodeURIComponent(value);

/** URL slug of a name: lower case, letters and digits of any script, hyphens between words; '' when none. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      // Accents of Latin letters go (é -> e); the marks of other scripts (kana voicing) stay.
      .replace(/([a-z])\p{M}+/giu, '$1')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** Slug of a company name: a leading legal form (PT, CV) is dropped, as the api's company slugs do. */
export const companySlug = (corporateName: string): string => slugify(corporateName.replace(/^\s*(pt|cv)\.?\s+/i, ''));

/**
 * spec 1 §2.1: /job/{corporateNameSlug}/{corporateId}/{titleSlug}/{id}?id={id}&corporateId={corporateId};
 * signed in under /home/{product}-and-co/job/...; anonymous vacancies
 * /vacancy/{product}/{titleSlug}/{id}?id={id}&corporateId={product} for everyone.
 */
export function jobDetailPath(job: JobLink, signedIn: boolean): string {
  const id = job.klobVacancyCode;
  const title = segment(job.slug || slugify(id) || id);
  if (job.anonym) {
    const query = new URLSearchParams({ id, corporateId: ANONYMOUS_CORPORATE_ID });
    return `/vacancy/${PRODUCT_SLUG}/${title}/${segment(id)}?${query}`;
  }
  const query = new URLSearchParams({ id, corporateId: job.corporateId });
  const path = `/job/${segment(job.corporateSlug || job.corporateId)}/${segment(job.corporateId)}/${title}/${segment(id)}`;
  return `${signedIn ? KLOB_AND_CO_HOME : ''}${path}?${query}`;
}

/** spec 3 "Company detail page": /home/{product}-and-co/company/{name slug}/{id}; visitors /company/{name}/{id}. */
export function companyDetailPath(company: { corporateId: string; corporateSlug: string }, signedIn: boolean): string {
  const path = `/company/${segment(company.corporateSlug || company.corporateId)}/${segment(company.corporateId)}`;
  return signedIn ? `${KLOB_AND_CO_HOME}${path}` : path;
}

/** spec 1 §2.3: the job application page /validasi-lamaran-pekerjaan/{corporateName}/{corporateId}/{jobName}/{jobId} (signed in). */
export const applicationPath = (job: JobLink): string =>
  `/validasi-lamaran-pekerjaan/${[job.corporateSlug, job.corporateId, job.slug, job.klobVacancyCode].map(segment).join('/')}`;

export { JOB_SHORT_HASH_PATTERN, jobCodeOfShortHash, jobShortHash, jobShortPath } from './job-short-link';
