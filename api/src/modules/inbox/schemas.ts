import { Type, type Static } from '@sinclair/typebox';
import { INBOX_PAGE_MAX_LENGTH, INBOX_READ_MAX_IDS, INBOX_SEARCH_MAX_LENGTH } from '@klob/shared/api-contract/inbox';
import { idField } from '../../http/id-field.js';
import { startLengthQueryFields } from '../../http/start-length-paging.js';

export const InboxListQuerySchema = Type.Object({
  ...startLengthQueryFields(INBOX_PAGE_MAX_LENGTH),
  search: Type.Optional(Type.String({ maxLength: INBOX_SEARCH_MAX_LENGTH })),
  isRead: Type.Optional(Type.Boolean()),
});
export type InboxListQueryParams = Static<typeof InboxListQuerySchema>;

export const InboxItemParamsSchema = Type.Object({ id: idField() });
export type InboxItemParams = Static<typeof InboxItemParamsSchema>;

export const InboxReadBodySchema = Type.Object({
  ids: Type.Array(idField(), { minItems: 1, maxItems: INBOX_READ_MAX_IDS }),
  isRead: Type.Boolean(),
});
export type InboxReadBody = Static<typeof InboxReadBodySchema>;
