import { SITE_PATHS, type SitemapData } from '@klob/shared/api-contract/site';

/** A campaign page of mf-company-landing (spec 1 §2.5). */
export const CAMPAIGN_PAGE = '/rekrutmen-ptba';

/** A published job's detail page, as the api lists it for the sitemap (asked through the shell's origin, which forwards /rest). */
export async function jobDetailPath(baseUrl: string): Promise<string> {
  const response = await fetch(new URL(SITE_PATHS.sitemapData, baseUrl));
  const { result } = (await response.json()) as { result: SitemapData };
  const job = result.jobs[0];
  if (!job) throw new Error('the api lists no published job to measure');
  return job.path;
}
