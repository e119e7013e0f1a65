import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { COMMUNITY_PATHS, type CommunityInvitationsResponse } from '@klob/shared/api-contract/community';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { createChannelStore } from './channel-store.js';

const VACANCY_CODE_MAX_LENGTH = 64;

const TelegramListParams = Type.Object({ listNumber: Type.Integer({ minimum: 1, maximum: 9999 }) });
type TelegramListParams = Static<typeof TelegramListParams>;

/** The vacancy code is accepted so that links from a vacancy work; every vacancy shows the same communities. */
const TelegramListQuery = Type.Object({
  klobVacancyCode: Type.Optional(Type.String({ minLength: 1, maxLength: VACANCY_CODE_MAX_LENGTH, pattern: '^[A-Za-z0-9_-]+$' })),
});
type TelegramListQuery = Static<typeof TelegramListQuery>;

/** S2-7-10: GET /rest/open/community/telegram/{listNumber}. */
export function registerCommunityRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const channels = createChannelStore(ctx.sql);

  app.get<{ Params: TelegramListParams; Querystring: TelegramListQuery }>(
    COMMUNITY_PATHS.telegramList,
    { schema: { params: TelegramListParams, querystring: TelegramListQuery } },
    async (request): Promise<CommunityInvitationsResponse> => {
      const invitations = await channels.invitationsOf(request.params.listNumber);
      if (invitations.length === 0) throw notFound(`No community list ${request.params.listNumber}`);
      return ok(invitations);
    },
  );
}
