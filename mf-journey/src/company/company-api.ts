import type { HttpClient } from '@klob/shared';
import { CONTENT_PATHS, type CompanyDetail } from '@klob/shared/api-contract/content';
import { getResult, type CallOptions } from '@klob/shared/api-contract/envelope';

/** The company page's call (spec 3 §7): the open header call for visitors, the page call when signed in. */
export const companyApi = {
  company: (client: HttpClient, companyId: string, signedIn: boolean, options?: CallOptions) =>
    getResult<CompanyDetail>(
      client,
      signedIn ? CONTENT_PATHS.companyHeader(companyId) : CONTENT_PATHS.companyHeaderOpen(companyId),
      undefined,
      options,
    ),
};
