import type { FastifyInstance } from 'fastify';
import { MASTERDATA_PATHS, type PartnershipSlide, type SocialNetworkMaster } from '@klob/shared/api-contract/content';
import { ok } from '../../http/envelope.js';
import type { ApiContext } from '../module.js';

/** Public master data of S3-7-16: social networks (msn01) and the partnership slider. */
export function registerMasterdataRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sql } = ctx;
  app.get(MASTERDATA_PATHS.socialNetworks, async () =>
    ok(
      await sql.all<SocialNetworkMaster>(
        'SELECT msn_id AS "msnId", name, icon_url AS "iconUrl", base_url AS "baseUrl", sequence FROM social_network_master ORDER BY sequence',
      ),
    ),
  );
  app.get(MASTERDATA_PATHS.partnershipSlides, async () =>
    ok(
      await sql.all<PartnershipSlide>(
        'SELECT partner_id AS "partnerId", partner_name AS "partnerName", logo_url AS "logoUrl", link_url AS "linkUrl", sequence FROM partnership_slides ORDER BY sequence',
      ),
    ),
  );
}
