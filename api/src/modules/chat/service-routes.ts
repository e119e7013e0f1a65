import type { FastifyInstance } from 'fastify';
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
import { createBasicAuthGuard } from './basic-auth.js';
import type { ChatStore, ChatUser } from './chat-store.js';
import { companyOr404 } from './rest-routes.js';
import { CorporateNotificationBody, CorporateNotificationQuery, CorporateQuery, TimezoneHeaders, UserQuery } from './schemas.js';

const CORPORATE_ID_LIST_SEPARATOR = ',';

function userOr404(store: ChatStore, userId: string): ChatUser {
  const user = store.findUser(userId);
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
 * The chat service calls (spec 2 §7). They take user ids as parameters and are
 * guarded by the shared basic-auth credentials only, as in the original chat
 * service: the caller (another server, or the widget holding those credentials) is trusted.
 */
export function registerChatServiceRoutes(app: FastifyInstance, ctx: ApiContext, store: ChatStore): void {
  // onRequest, before validation: a caller without the credentials learns nothing about the parameters.
  const onRequest = createBasicAuthGuard(ctx.config.chatBasicAuth);

  function corporateNotification(corporateIds: readonly string[], userId: string): ChatServiceBody<CorporateNotificationData> {
    userOr404(store, userId);
    const companies = corporateIds.map((id) => companyOr404(store, id));
    const notAdministered = companies.find((company) => !store.isCompanyAdmin(userId, company.corporateId));
    if (notAdministered) throw forbidden(`User ${userId} does not administer ${notAdministered.corporateId}`);
    const corporates = companies.map((company) => ({
      corporateId: company.corporateId,
      count: store.unreadOfCompany(company.corporateId),
    }));
    return { data: { corporates, counter: corporates.reduce((sum, entry) => sum + entry.count, 0) } };
  }

  app.get<{ Querystring: UserQuery }>(
    CHAT_PATHS.klobberNotification,
    { onRequest, schema: { querystring: UserQuery, headers: TimezoneHeaders } },
    async (request): Promise<ChatServiceBody<KlobberNotificationData>> => {
      const user = userOr404(store, request.query.userId);
      return { data: { newMessage: store.unreadOfUser(user.userId) } };
    },
  );

  app.get<{ Querystring: CorporateNotificationQuery }>(
    CHAT_PATHS.corporateNotification,
    { onRequest, schema: { querystring: CorporateNotificationQuery, headers: TimezoneHeaders } },
    async (request) =>
      corporateNotification(
        normaliseCorporateIds(request.query.corporateId.split(CORPORATE_ID_LIST_SEPARATOR), 'querystring.corporateId'),
        request.query.userId,
      ),
  );

  // S2-7-08: the notifications helper for several corporates, as a body.
  app.post<{ Body: CorporateNotificationBody }>(
    CHAT_PATHS.corporateNotification,
    { onRequest, schema: { body: CorporateNotificationBody, headers: TimezoneHeaders } },
    async (request) => corporateNotification(normaliseCorporateIds(request.body.corporateIds, 'body.corporateIds'), request.body.userId),
  );

  app.get<{ Querystring: CorporateQuery }>(
    CHAT_PATHS.corporateHistory,
    { onRequest, schema: { querystring: CorporateQuery, headers: TimezoneHeaders } },
    async (request): Promise<ChatServiceBody<ChatHistoryData>> => {
      const company = companyOr404(store, request.query.corporateId);
      return { data: store.companyHistory(company.corporateId) };
    },
  );

  app.get<{ Querystring: UserQuery }>(
    CHAT_PATHS.klobberHistory,
    { onRequest, schema: { querystring: UserQuery, headers: TimezoneHeaders } },
    async (request): Promise<ChatServiceBody<ChatHistoryData>> => {
      const user = userOr404(store, request.query.userId);
      return { data: store.userHistory(user.userId) };
    },
  );
}
