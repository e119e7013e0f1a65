import type { FastifyInstance } from 'fastify';
import type { RoutePath } from '@klob/shared/api-contract/route-path';
import {
  INBOX_PATHS as P,
  type CalendarUnread,
  type CorporateMessageCount,
  type HelpMessageCounter,
  type InboxPage,
  type InboxReadResult,
  type NewsLetterUnread,
} from '@klob/shared/api-contract/inbox';
import { signedInUser } from '../../auth/guard.js';
import { ok, type Settled } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import type { InboxList } from './inbox-list.js';
import type { InboxLists } from './inbox-lists.js';
import {
  InboxItemParamsSchema,
  InboxListQuerySchema,
  InboxReadBodySchema,
  type InboxItemParams,
  type InboxListQueryParams,
  type InboxReadBody,
} from './schemas.js';

export function registerInboxRoutes(app: FastifyInstance, ctx: ApiContext, lists: InboxLists): void {
  const preHandler = ctx.guards.requireUser;

  // spec 2 §7 header counters (S2-7-12..15): unread items of the caller.
  app.get(P.helpMessageCounter, { preHandler }, async (request) =>
    ok<HelpMessageCounter>({ counterHelpMessage: await lists.help.unreadCount(signedInUser(request).userId) }),
  );
  app.get(P.corporateMessageCount, { preHandler }, async (request) =>
    ok<CorporateMessageCount>(await lists.corporate.unreadCount(signedInUser(request).userId)),
  );
  app.get(P.newsLetterUnread, { preHandler }, async (request) =>
    ok<NewsLetterUnread>({ totalNewsLetterNotification: await lists.newsInfo.unreadCount(signedInUser(request).userId) }),
  );
  app.get(P.calendarUnread, { preHandler }, async (request) =>
    ok<CalendarUnread>({ totalCalendarNotification: await lists.calendar.unreadCount(signedInUser(request).userId) }),
  );

  function listRoute<Item>(path: string, list: InboxList<Item>) {
    app.get<{ Querystring: InboxListQueryParams }>(path, { schema: { querystring: InboxListQuerySchema }, preHandler }, async (request) =>
      ok<InboxPage<Item>>(await list.page(signedInUser(request).userId, request.query)),
    );
  }

  function detailRoute<Item>(path: RoutePath, list: InboxList<Item>, noun: string) {
    app.get<{ Params: InboxItemParams }>(path.pattern, { schema: { params: InboxItemParamsSchema }, preHandler }, async (request) => {
      const item = await list.open(signedInUser(request).userId, request.params.id);
      if (!item) throw notFound(`No ${noun} ${request.params.id}`);
      // An item is plain data; the compiler cannot see that through the type parameter.
      return ok<Item>(item as Settled<Item>);
    });
  }

  // spec 1 §3 "Inbox state": each item has a read flag a checkbox toggles.
  function readRoute(path: string, list: InboxList<unknown>, noun: string) {
    app.post<{ Body: InboxReadBody }>(path, { schema: { body: InboxReadBodySchema }, preHandler }, async (request) => {
      const userId = signedInUser(request).userId;
      const { missing, updated } = await list.setRead(userId, request.body.ids, request.body.isRead);
      if (missing.length > 0) throw notFound(`No ${noun} ${missing.join(', ')}`);
      return ok<InboxReadResult>({ updated, totalUnread: await list.unreadCount(userId) });
    });
  }

  listRoute(P.newsInfoList, lists.newsInfo);
  listRoute(P.calendarList, lists.calendar);
  listRoute(P.helpMessageList, lists.help);
  listRoute(P.corporateMessageList, lists.corporate);
  detailRoute(P.notificationDetail, lists.notifications, 'notification');
  detailRoute(P.helpMessageDetail, lists.help, 'help message');
  detailRoute(P.corporateMessageDetail, lists.corporate, 'corporate message');
  readRoute(P.notificationRead, lists.notifications, 'notification');
  readRoute(P.helpMessageRead, lists.help, 'help message');
  readRoute(P.corporateMessageRead, lists.corporate, 'corporate message');
}
