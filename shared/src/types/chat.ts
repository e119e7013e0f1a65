import type {
  ChatCorporateListItem,
  ChatCorporateStatusResult,
  ChatMessage,
  ChatStatus,
  CorporateNotificationData,
} from '../api-contract/chat';

/** The wire shapes of the chat (spec 2 §3) are the api contract's. */
export type { ChatMessage, ChatOfflineRange, ChatRoom, ChatScheduleDay, ChatStatus, ChatWeekday } from '../api-contract/chat';

/** A message as the conversation displays it: its time as HH:mm (spec 2 §3, §9). */
export type ChatDisplayMessage = ChatMessage & { time: string };

/** An item of chatCorporateList (spec 2 §3). */
export type ChatCorporate = Pick<ChatCorporateListItem, 'corporateId' | 'corporateName'>;

/**
 * A role the user can chat as: the first is the user's own (labelled with first and last name),
 * then one per administered company (spec 2 §3, DECISIONS #10).
 */
export type ChatRole =
  | { chatRoleId: string; chatRoleName: string; kind: 'self' }
  | ({ chatRoleId: string; chatRoleName: string; kind: 'corporate' } & ChatCorporate);

/** spec 2 §4: a company's chat availability. */
export type ChatStatusCode = ChatStatus;

/** The answer of GET /rest/page/chat/auth/corporate: chatStatus, chatSchedule, nextOffline (spec 2 §3). */
export type ChatCorporateStatus = ChatCorporateStatusResult;

/** The chat notification state: message counts per company and the total (spec 2 §3). */
export type ChatNotificationState = CorporateNotificationData;
