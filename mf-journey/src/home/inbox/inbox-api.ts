import type { HttpClient } from '@klob/shared';
import type { InboxListQuery, InboxPage, InboxReadResult } from '@klob/shared/api-contract/inbox';
import type { RoutePath } from '@klob/shared/api-contract/route-path';
import { getResult, resultOf, type CallOptions, type Envelope } from '@klob/shared/api-contract/envelope';

/** The inbox lists' calls (issue 14): a page of a list, one message, the read flags. */
export const inboxApi = {
  inboxPage: <Item>(client: HttpClient, listPath: string, query: InboxListQuery, options?: CallOptions) =>
    getResult<InboxPage<Item>>(client, listPath, query, options),
  inboxDetail: <Item>(client: HttpClient, detailPath: RoutePath, id: string, options?: CallOptions) =>
    getResult<Item>(client, detailPath(id), undefined, options),
  setInboxRead: async (client: HttpClient, readPath: string, ids: string[], isRead: boolean) =>
    resultOf(await client.post<Envelope<InboxReadResult>>(readPath, { ids, isRead })),
};
