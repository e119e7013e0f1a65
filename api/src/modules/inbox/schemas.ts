import { Type, type Static } from '@sinclair/typebox';
import { INBOX_PAGE_MAX_LENGTH, INBOX_READ_MAX_IDS, INBOX_SEARCH_MAX_LENGTH } from '@klob/shared/api-contract/inbox';

const ID_MAX_LENGTH = 128;
const MAX_START = 1_000_000;

export const InboxListQuerySchema = Type.Object({
  start: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_START })),
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: INBOX_PAGE_MAX_LENGTH })),
  search: Type.Optional(Type.String({ maxLength: INBOX_SEARCH_MAX_LENGTH })),
  isRead: Type.Optional(Type.Boolean()),
});
export type InboxListQueryParams = Static<typeof InboxListQuerySchema>;

export const InboxItemParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) });
export type InboxItemParams = Static<typeof InboxItemParamsSchema>;

export const InboxReadBodySchema = Type.Object({
  ids: Type.Array(Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }), { minItems: 1, maxItems: INBOX_READ_MAX_IDS }),
  isRead: Type.Boolean(),
});
export type InboxReadBody = Static<typeof InboxReadBodySchema>;
