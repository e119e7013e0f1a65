import { PRODUCT_SLUG } from '@klob/shared/constants';
import { ANONYMOUS_CORPORATE_ID } from '@klob/shared/api-contract/content';
import type { SuggestionItem } from '@klob/shared/api-contract/search';
import { slugify } from './slug';

const P = PRODUCT_SLUG;
const segment = (text: string) => encodeURIComponent(text);

/** What a job link needs: a vacancy card or a jobVacancy suggestion. */
export interface JobLinkFields {
  id: string;
  title: string;
  corporateId: string | null;
  corporateName: string | null;
  anonym: boolean;
}

/**
 * spec 1 §2.1 job detail URL shapes: /job/{corporateNameSlug}/{corporateId}/{titleSlug}/{id}?id=&corporateId=,
 * anonymous vacancies vacancy/{product}/{titleSlug}/{id}?id=&corporateId={product}; signed in under
 * /home/{product}-and-co.
 */
export function jobDetailUrl(job: JobLinkFields, signedIn: boolean): string {
  const corporateId = job.anonym || !job.corporateId ? ANONYMOUS_CORPORATE_ID : job.corporateId;
  const head =
    job.anonym || !job.corporateId ? `vacancy/${P}` : `${segment(slugify(job.corporateName ?? '') || corporateId)}/${segment(corporateId)}`;
  const tail = `${head}/${segment(slugify(job.title) || 'lowongan')}/${segment(job.id)}`;
  const query = new URLSearchParams({ id: job.id, corporateId }).toString();
  return `${signedIn ? `/home/${P}-and-co/job` : '/job'}/${tail}?${query}`;
}

/** spec 1 §2.1 company detail /company/{corporateName}/{corporateId}; signed in §2.8's /home/{product}-and-co/company?id=. */
export function companyDetailUrl(company: { corporateId: string; corporateName: string }, signedIn: boolean): string {
  if (signedIn) return `/home/${P}-and-co/company?${new URLSearchParams({ id: company.corporateId }).toString()}`;
  return `/company/${segment(slugify(company.corporateName) || company.corporateId)}/${segment(company.corporateId)}`;
}

/** Where a suggestion leads (spec 1 §2.1 journey paths, logged-in equivalents under /home). */
export function suggestionTargetUrl(item: SuggestionItem, signedIn: boolean): string {
  switch (item.type) {
    case 'jobVacancy':
      return jobDetailUrl(
        { id: item.id, title: item.text, corporateId: item.corporateId, corporateName: item.corporateName, anonym: item.anonym },
        signedIn,
      );
    case 'klobmeter':
      return signedIn ? `/home/${P}-meter/${segment(item.id)}` : `/${P}-journey/${P}-meter/${segment(item.id)}`;
    case 'ensiklobedia':
      return signedIn ? `/home/ensiklobedia/detail-page/${segment(item.id)}` : `/detail-ensiklobedia/${segment(item.id)}`;
    case 'kaleidosklob':
      return signedIn ? `/home/kaleidosklob/${segment(item.id)}` : `/${P}-journey/kaleidosklob/${segment(item.id)}`;
  }
}

/** The global search page of a keyword (spec 2 "Headers"): /search?q={keyword}. */
export const searchPageUrl = (keyword: string, extra: Record<string, string> = {}): string =>
  `/search?${new URLSearchParams({ q: keyword, ...extra }).toString()}`;
