import type { HttpClient } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { LANDING_PATHS, type CmsLandingPage } from '@klob/shared/api-contract/platform';

/** The CMS landing page of a subdomain (null: none), from the list of spec 1 §7. */
export async function fetchCmsPage(client: HttpClient, subdomain: string, signal?: AbortSignal): Promise<CmsLandingPage | null> {
  const body = await client.get<Partial<Envelope<CmsLandingPage[]>> | undefined>(LANDING_PATHS.cmsLandingPages, { signal });
  if (!Array.isArray(body?.result)) throw new Error('the CMS landing page list answered no result');
  return body.result.find((page) => page.subdomain === subdomain) ?? null;
}
