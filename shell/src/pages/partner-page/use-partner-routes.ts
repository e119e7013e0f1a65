import { useServerData, type PartnerRoute, type ServerData } from '@klob/shared';
import { checkPartnerRoutes, loadUnitModule } from '../../remotes';

const PARTNER_ROUTES = { remote: 'mf_company_landing', unit: 'partner-routes' } as const;

/**
 * The campaign pages mf-company-landing declares, checked before use (a malformed list costs only
 * this slot), loaded once per page load and only when needed.
 */
export function usePartnerRoutes(): ServerData<readonly PartnerRoute[]> {
  return useServerData({
    key: 'mf_company_landing/partner-routes',
    load: async () => checkPartnerRoutes(await loadUnitModule(PARTNER_ROUTES)),
    keepForPage: true,
  });
}
