import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHAT_NOTIFICATION_MAX_CORPORATES,
  CHAT_PATHS,
  type ChatHistoryData,
  type ChatServiceBody,
  type CorporateNotificationData,
  type KlobberNotificationData,
} from '@klob/shared/api-contract/chat';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import type { ChatCompany, ChatStore, ChatUser } from './chat-store.js';
import { companyOr404 } from './rest-routes.js';
import { createChatServiceAuth, createChatServiceScope } from './service-auth.js';
import { CorporateNotificationBody, CorporateNotificationQuery, CorporateQuery, TimezoneHeaders, UserQuery } from './schemas.js';

const CORPORATE_ID_LIST_SEPARATOR = ',';

async function userOr404(store: ChatStore, userId: string): Promise<ChatUser> {
  const user = await store.findUser(userId);
  if (!user) throw notFound(`User ${userId} not found`);
  return user;
}

/** Upper-cased, de-duplicated, non-empty ids, in their order. */
function normaliseCorporateIds(given: readonly string[], field: string): string[] {
  const ids = [...new Set(given.map((id) => id.trim().toUpperCase()).filter(Boolean))];
  if (ids.length === 0) throw badRequest(`${field} must list at least one corporate id`);
  if (ids.length > CHAT_NOTIFICATION_MAX_CORPORATES) {
    throw badRequest(`${field} must list at most ${CHAT_NOTIFICATION_MAX_CORPORATES} corporate ids`);
  }
  return ids;
}

/**
 * The chat service calls (spec 2 §7), with the paths and answers of the original
 * chat service. The browser calls them with the user's id token and may ask only
 * for itself and the companies it administers; a server with the basic
 * credentials may ask for anyone (issue 6: those credentials never reach a browser).
 */
export function registerChatServiceRoutes(app: FastifyInstance, ctx: ApiContext, store: ChatStore): void {
  const onRequest = createChatServiceAuth(ctx.guards, ctx.config.chatBasicAuth);
  const scope = createChatServiceScope(store);

  async function corporateNotification(
    request: FastifyRequest,
    corporateIds: readonly string[],
    userId: string,
  ): Promise<ChatServiceBody<CorporateNotificationData>> {
    scope.assertMayReadUser(request, userId);
    await userOr404(store, userId);
    const companies: ChatCompany[] = [];
    for (const id of corporateIds) companies.push(await companyOr404(store, id));
    for (const company of companies) {
      if (!(await store.isCompanyAdmin(userId, company.corporateId))) {
        throw forbidden(`User ${userId} does not administer ${company.corporateId}`);
      }
    }
    const corporates: { corporateId: string; count: number }[] = [];
    for (const company of companies)
      corporates.push({ corporateId: company.corporateId, count: await store.unreadOfCompany(company.corporateId) });
    return { data: { corporates, counter: corporates.reduce((sum, entry) => sum + entry.count, 0) } };
  }

  app.get<{ Querystring: UserQuery }>(
    CHAT_PATHS.klobberNotification,
    { onRequest, schema: { querystring: UserQuery, headers: TimezoneHeaders } },
    async (request): Promise<ChatServiceBody<KlobberNotificationData>> => {
      scope.assertMayReadUser(request, request.query.userId);
      const user = await userOr404(store, request.query.userId);
      return { data: { newMessage: await store.unreadOfUser(user.userId) } };
    },
  );

  app.get<{ Querystring: CorporateNotificationQuery }>(
    CHAT_PATHS.corporateNotification,
    { onRequest, schema: { querystring: CorporateNotificationQuery, headers: TimezoneHeaders } },
    async (request) =>
      corporateNotification(
        request,
        normaliseCorporateIds(request.query.corporateId.split(CORPORATE_ID_LIST_SEPARATOR), 'querystring.corporateId'),
        request.query.userId,
      ),
  );

  // S2-7-08: the notifications helper for several corporates, as a body.
  app.post<{ Body: CorporateNotificationBody }>(
    CHAT_PATHS.corporateNotification,
    { onRequest, schema: { body: CorporateNotificationBody, headers: TimezoneHeaders } },
    async (request) =>
      corporateNotification(request, normaliseCorporateIds(request.body.corporateIds, 'body.corporateIds'), request.body.userId),
  );

  app.get<{ Querystring: CorporateQuery }>(
    CHAT_PATHS.corporateHistory,
    { onRequest, schema: { querystring: CorporateQuery, headers: TimezoneHeaders } },
    async (request): Promise<ChatServiceBody<ChatHistoryData>> => {
      const company = await companyOr404(store, request.query.corporateId);
      await scope.assertMayReadCompany(request, company.corporateId);
      return { data: await store.companyHistory(company.corporateId) };
    },
  );

  app.get<{ Querystring: UserQuery }>(
    CHAT_PATHS.klobberHistory,
    { onRequest, schema: { querystring: UserQuery, headers: TimezoneHeaders } },
    async (request): Promise<ChatServiceBody<ChatHistoryData>> => {
      scope.assertMayReadUser(request, request.query.userId);
      const user = await userOr404(store, request.query.userId);
      return { data: await store.userHistory(user.userId) };
    },
  );
}
