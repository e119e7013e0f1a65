import { Type, type Static } from '@sinclair/typebox';
import { CHAT_NOTIFICATION_MAX_CORPORATES, USER_TIMEZONE_HEADER } from '@klob/shared/api-contract/chat';

/** Longest id (user or corporate) accepted in a request. */
export const ID_MAX_LENGTH = 64;
/** Longest comma-separated corporate id list of the corporate notification call. */
const CORPORATE_ID_LIST_MAX_LENGTH = CHAT_NOTIFICATION_MAX_CORPORATES * (ID_MAX_LENGTH + 1);
const TIMEZONE_MAX_LENGTH = 64;

const Id = Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });

/** spec 2 §7: every chat call carries the user's time zone; accepted, not required. */
export const TimezoneHeaders = Type.Object({
  [USER_TIMEZONE_HEADER]: Type.Optional(Type.String({ maxLength: TIMEZONE_MAX_LENGTH })),
});

export const CorporateQuery = Type.Object({ corporateId: Id });
export type CorporateQuery = Static<typeof CorporateQuery>;

export const UserQuery = Type.Object({ userId: Id });
export type UserQuery = Static<typeof UserQuery>;

export const CorporateNotificationQuery = Type.Object({
  corporateId: Type.String({ minLength: 1, maxLength: CORPORATE_ID_LIST_MAX_LENGTH }),
  userId: Id,
});
export type CorporateNotificationQuery = Static<typeof CorporateNotificationQuery>;

export const CorporateNotificationBody = Type.Object({
  corporateIds: Type.Array(Id, { minItems: 1, maxItems: CHAT_NOTIFICATION_MAX_CORPORATES }),
  userId: Id,
});
export type CorporateNotificationBody = Static<typeof CorporateNotificationBody>;
