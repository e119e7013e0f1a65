import type { FastifyInstance } from 'fastify';
import {
  CHAT_PATHS,
  type ChatAuthDetailResult,
  type ChatAuthorizationFlagResult,
  type ChatCorporateStatusResult,
} from '@klob/shared/api-contract/chat';
import { ok, type Envelope } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import type { ChatCompany, ChatStore } from './chat-store.js';
import type { Clock } from './clock.js';
import { chatStatusAt } from './schedule.js';
import { CorporateQuery, TimezoneHeaders } from './schemas.js';

export async function companyOr404(store: ChatStore, corporateId: string): Promise<ChatCompany> {
  const company = await store.findCompany(corporateId);
  if (!company) throw notFound(`Company ${corporateId} not found`);
  return company;
}

/** The /rest/page/chat calls of spec 2 §7 (a signed-in user). */
export function registerChatRestRoutes(app: FastifyInstance, ctx: ApiContext, store: ChatStore, clock: Clock): void {
  const preHandler = ctx.guards.requireUser;

  app.get<{ Querystring: CorporateQuery }>(
    CHAT_PATHS.authorizationFlag,
    { preHandler, schema: { querystring: CorporateQuery, headers: TimezoneHeaders } },
    async (request): Promise<Envelope<ChatAuthorizationFlagResult>> => ok((await companyOr404(store, request.query.corporateId)).hasChat),
  );

  app.get(
    CHAT_PATHS.authDetail,
    { preHandler, schema: { headers: TimezoneHeaders } },
    async (request): Promise<Envelope<ChatAuthDetailResult>> => {
      const userId = request.user?.userId ?? '';
      const user = await store.findUser(userId);
      if (!user) throw notFound(`User ${userId} not found`);
      return ok({
        userId: user.userId,
        firstName: user.firstName,
        lastName: user.lastName,
        profilePictureUrl: user.profilePictureUrl,
        chatCorporateList: (await store.administeredCompanies(user.userId)).map(({ corporateId, corporateName, hasChat }) => ({
          corporateId,
          corporateName,
          hasChat,
        })),
      });
    },
  );

  app.get<{ Querystring: CorporateQuery }>(
    CHAT_PATHS.corporateStatus,
    { preHandler, schema: { querystring: CorporateQuery, headers: TimezoneHeaders } },
    async (request): Promise<Envelope<ChatCorporateStatusResult>> => {
      const company = await companyOr404(store, request.query.corporateId);
      const now = clock.now();
      const chatSchedule = await store.schedule(company.corporateId);
      const nextOffline = await store.offlineRangesEndingAfter(company.corporateId, now);
      return ok({
        chatStatus: chatStatusAt(now, { hasChat: company.hasChat, schedule: chatSchedule, offlineRanges: nextOffline }),
        chatSchedule,
        nextOffline,
      });
    },
  );
}
