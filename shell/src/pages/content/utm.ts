import type { UtmValues } from '@klob/shared/api-contract/site';
import { createShellStorage } from '../../auth/shell-storage';

/**
 * The campaign of a message: utm_source, utm_medium and utm_campaign of the URL, else the ones
 * the visit stored locally (spec 1 §2.9 keeps them), else none.
 */
export function utmOf(query: URLSearchParams, storage = createShellStorage()): UtmValues {
  const pick = (name: string, stored: string | null) => query.get(name)?.trim() || stored || undefined;
  return {
    utmSource: pick('utm_source', storage.utmSource.read()),
    utmMedium: pick('utm_medium', storage.utmMedium.read()),
    utmCampaign: pick('utm_campaign', storage.utmCampaign.read()),
  };
}
