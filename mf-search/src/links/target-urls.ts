import { PRODUCT_SLUG } from '@klob/shared/constants';
import { ANONYMOUS_CORPORATE_ID } from '@klob/shared/api-contract/content';
import type { SuggestionItem } from '@klob/shared/api-contract/search';
import { companyDetailPath, companySlug, jobDetailPath, slugify } from '@klob/shared/links';

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

/** The job detail link (spec 1 §2.1, the platform's one builder) of a search result. */
export function jobDetailUrl(job: JobLinkFields, signedIn: boolean): string {
  const anonym = job.anonym || !job.corporateId;
  return jobDetailPath(
    {
      klobVacancyCode: job.id,
      slug: slugify(job.title),
      corporateId: anonym ? ANONYMOUS_CORPORATE_ID : (job.corporateId ?? ANONYMOUS_CORPORATE_ID),
      corporateSlug: anonym ? ANONYMOUS_CORPORATE_ID : companySlug(job.corporateName ?? ''),
      anonym,
    },
    signedIn,
  );
}

/** The company detail link (spec 3 "Company detail page") of a search result. */
export const companyDetailUrl = (company: { corporateId: string; corporateName: string }, signedIn: boolean): string =>
  companyDetailPath({ corporateId: company.corporateId, corporateSlug: companySlug(company.corporateName) }, signedIn);

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
