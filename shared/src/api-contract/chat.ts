/**
 * The chat contract (spec 2 §3, §7): the /rest/page/chat calls, the chat
 * service calls (/v1/chat: the browser sends the user's id token as
 * `Authorization: Bearer <idToken>` and may ask only for its own user and the
 * companies it administers; basic authorisation is for server-to-server callers
 * only, issue 6) and the socket.io event maps.
 * The api and mf-chat both compile against this file, e.g.
 * `Socket<ServerToClientEvents, ClientToServerEvents>` on the client.
 */

// ---------------------------------------------------------------------------
// Shared facts
// ---------------------------------------------------------------------------

/** Every chat call accepts the user's IANA time zone (spec 2 §7) under the platform's header. */
export { USER_TIMEZONE_HEADER } from '../services/request-headers';

export const CHAT_PATHS = {
  authorizationFlag: '/rest/page/chat/authorization/flag',
  authDetail: '/rest/page/chat/auth/detail',
  corporateStatus: '/rest/page/chat/auth/corporate',
  klobberNotification: '/v1/chat/notification/klobers',
  /** GET with `?corporateId=A,B&userId=`, or POST with {@link CorporateNotificationRequest} (S2-7-08). */
  corporateNotification: '/v1/chat/notification/corporates',
  corporateHistory: '/v1/chat/history/corporates',
  klobberHistory: '/v1/chat/history/klobers',
} as const;

/** spec 2 §4: a company's chat availability. */
export const CHAT_STATUS = {
  online: 'CHAT_SCHEDULE_ONLINE',
  offline: 'CHAT_SCHEDULE_OFFLINE',
  noFeature: 'NO_CHAT_FEATURE',
} as const;
export type ChatStatus = (typeof CHAT_STATUS)[keyof typeof CHAT_STATUS];

/** Weekdays of a chat schedule, Monday first (ISO 8601 order). */
export const CHAT_WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type ChatWeekday = (typeof CHAT_WEEKDAYS)[number];

/** Schedule times are wall-clock times in WIB, UTC+7 (spec 2 §9); Indonesia has no daylight saving. */
export const CHAT_SCHEDULE_UTC_OFFSET_MINUTES = 7 * 60;

/** spec 2 §3, §9: a room id is `{corporateId}|{userId}`, the corporate id in upper case. */
export const CHAT_ROOM_ID_SEPARATOR = '|';

export function chatRoomId(corporateId: string, userId: string): string {
  return `${corporateId.toUpperCase()}${CHAT_ROOM_ID_SEPARATOR}${userId}`;
}

/** Longest message content the chat accepts, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 5000;
/** How many messages `getRecentMessages` answers (the most recent ones, oldest first). */
export const CHAT_RECENT_MESSAGES_LIMIT = 100;
/**
 * A client message id (issue 11): the sender's own id for one message, so a resend after a lost
 * acknowledgement is stored once. Letters, digits, '-' and '_', at most this long.
 */
export const CHAT_CLIENT_MESSAGE_ID_MAX_LENGTH = 64;
export const CHAT_CLIENT_MESSAGE_ID_PATTERN = '^[A-Za-z0-9_-]+$';
/** How many corporate ids one corporate-notification call may ask for. */
export const CHAT_NOTIFICATION_MAX_CORPORATES = 100;

// ---------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------

/**
 * What a message is: plain content, or a vacancy card sent ahead of the text
 * (spec 2 §4). Content may be HTML: the api stores it through an allow-list
 * (issue 6), and clients still render it only after DOMPurify.
 */
export const CHAT_MESSAGE_EVENTS = ['message', 'vacancy'] as const;
export type ChatMessageEvent = (typeof CHAT_MESSAGE_EVENTS)[number];

/** spec 2 §3: a chat message as stored and broadcast. */
export interface ChatMessage {
  messageId: number;
  /** The sender. */
  userId: string;
  roomId: string;
  content: string;
  event: ChatMessageEvent;
  /** ISO 8601 instant; clients display it as HH:mm (spec 2 §9). */
  timestamp: string;
  /** Sent on behalf of the company by one of its admins. */
  isAdmin: boolean;
  /** Display name of the sender: the company's name for admins, the user's full name otherwise. */
  name: string;
  /** The sender's client message id, when it sent one (issue 11): the sender matches its pending message by it. */
  clientMessageId: string | null;
}

export interface ChatRoomCorporate {
  corporateId: string;
  corporateName: string;
  logoUrl: string | null;
}

/** spec 2 §3: a room as listed in a history, seen from one side (user or company). */
export interface ChatRoom {
  roomId: string;
  /** The room's user (the klobber side). */
  userId: string;
  /** Company history: the user's full name. Klobber history: the company's name. */
  chatName: string;
  /** Company history: the user's picture. Klobber history: the company's logo. */
  avatar: string | null;
  /** Messages from the other side not read yet by this side. */
  unreadMessagesCount: number;
  corporate: ChatRoomCorporate;
  lastMessage: ChatMessage | null;
  /** ISO instant of the last message, or of the room's creation when it has none. */
  timestamp: string;
}

export interface ChatScheduleDay {
  day: ChatWeekday;
  /** 'HH:mm' WIB, inclusive. */
  start: string;
  /** 'HH:mm' WIB, exclusive. */
  end: string;
}

/** A period when the company's chat is offline regardless of the weekly schedule. */
export interface ChatOfflineRange {
  /** ISO 8601 instant, inclusive. */
  startDate: string;
  /** ISO 8601 instant, exclusive. */
  endDate: string;
}

// ---------------------------------------------------------------------------
// REST calls (envelope `{ status, message, result }`, user required)
// ---------------------------------------------------------------------------

export interface ChatCorporateQuery {
  corporateId: string;
}

/** Result of GET authorizationFlag (S2-7-01): whether the company has the chat feature. */
export type ChatAuthorizationFlagResult = boolean;

export interface ChatCorporateListItem {
  corporateId: string;
  corporateName: string;
  hasChat: boolean;
}

/** Result of GET authDetail (S2-7-02); the user fields label the user's own chat role (DECISIONS #10). */
export interface ChatAuthDetailResult {
  userId: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  /** The companies the user administers. */
  chatCorporateList: ChatCorporateListItem[];
}

/** Result of GET corporateStatus (S2-7-03). */
export interface ChatCorporateStatusResult {
  chatStatus: ChatStatus;
  /** Scheduled weekdays only, Monday first; a day not listed is offline. */
  chatSchedule: ChatScheduleDay[];
  /** Offline ranges that have not ended yet, earliest first. */
  nextOffline: ChatOfflineRange[];
}

// ---------------------------------------------------------------------------
// Chat service calls (HTTP basic authorisation, body `{ data }`)
// ---------------------------------------------------------------------------

export interface ChatServiceBody<T> {
  data: T;
}

export interface KlobberNotificationQuery {
  userId: string;
}

/** S2-7-04: unread messages for the user over all their rooms. */
export interface KlobberNotificationData {
  newMessage: number;
}

export interface CorporateNotificationQuery {
  /** One corporate id or several, comma-separated. */
  corporateId: string;
  userId: string;
}

/** S2-7-08: the helper's body; `userId` must administer every listed company. */
export interface CorporateNotificationRequest {
  corporateIds: string[];
  userId: string;
}

export interface CorporateUnreadCount {
  corporateId: string;
  count: number;
}

/** S2-7-05: unread messages per company (company side) and their sum. */
export interface CorporateNotificationData {
  corporates: CorporateUnreadCount[];
  counter: number;
}

export interface CorporateHistoryQuery {
  corporateId: string;
}

export interface KlobberHistoryQuery {
  userId: string;
}

/** S2-7-06 / S2-7-07: most recently active room first. */
export type ChatHistoryData = ChatRoom[];

// ---------------------------------------------------------------------------
// Socket (socket.io namespace CHAT_SOCKET_NAMESPACE)
// ---------------------------------------------------------------------------

/** The chat's socket.io namespace, on the api's default socket.io path. */
export const CHAT_SOCKET_NAMESPACE = '/chat';

/** What the client gives when connecting: `io(url + CHAT_SOCKET_NAMESPACE, { query, auth })`. */
export interface ChatSocketHandshake {
  /** S2-7-18: must be the user of the token. */
  query: { userId: string };
  /** The id token, without the `Bearer ` prefix. */
  auth: { token: string };
}

/** Messages of the `connect_error` a refused connection gets. */
export const CHAT_CONNECT_ERRORS = {
  missingUserId: 'userId is required in the connection query',
  missingToken: 'auth.token is required',
  invalidToken: 'Token expired or invalid',
  userMismatch: 'userId does not match the token',
  unknownUser: 'Unknown user',
} as const;

export interface RoomPayload {
  roomId: string;
  userId: string;
}
/** S2-7-19: the room's own user joins (creating the room if needed). */
export type SubscribeChannelPayload = RoomPayload;
/** S2-7-20: an admin of the room's company joins (creating the room if needed). */
export type SubscribeChannelAdminPayload = RoomPayload;
/** S2-7-22: clears the caller's side's unread count. */
export type ReadMessagePayload = RoomPayload;

/** S2-7-21 */
export interface SendMessagePayload {
  userId: string;
  roomId: string;
  content: string;
  /** Defaults to 'message'. */
  event?: ChatMessageEvent;
  /**
   * The sender's id for this message (issue 11). A second sendMessage with the same id in the same
   * room is not stored again: it is acknowledged with the message stored the first time.
   */
  clientMessageId?: string;
}

/** S2-7-23 */
export interface GetRecentMessagesPayload {
  roomId: string;
  /**
   * Catch-up after a reconnect (issue 11): only the messages with a larger messageId, oldest first,
   * at most CHAT_RECENT_MESSAGES_LIMIT of them. Without it, the most recent messages.
   */
  afterMessageId?: number;
}

/** spec 2 §3: answer of subscribeChannel. */
export interface SubscribeChannelAnswer {
  corporateName: string;
  avatar: string | null;
  roomId: string;
}

/** spec 2 §3: answer of subscribeChannelAdmin. */
export interface SubscribeChannelAdminAnswer {
  userFullname: string;
  userAvatar: string | null;
  roomId: string;
}

export interface ReadMessageAnswer {
  roomId: string;
  unreadMessagesCount: number;
}

/** The messages-list response (spec 2 §3): the most recent messages, oldest first. */
export interface RecentMessagesAnswer {
  roomId: string;
  messages: ChatMessage[];
}

export const CHAT_ERROR_CODES = {
  invalidPayload: 'INVALID_PAYLOAD',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  noChatFeature: 'NO_CHAT_FEATURE',
  internal: 'INTERNAL',
  /** The socket's token expired or its session ended (sign-out, password reset): the socket is disconnected; reconnect with a fresh token. */
  sessionExpired: 'SESSION_EXPIRED',
  /** Too many messages from this socket or this user in the last minute; the message says when to try again. */
  rateLimited: 'RATE_LIMITED',
} as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[keyof typeof CHAT_ERROR_CODES];

/** The message of every error internal to the server; mf-chat shows its failure state on it (spec 2 §8). */
export const CHAT_INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** `action` of the SESSION_EXPIRED error a socket gets when its session ends while it does nothing (sign-out elsewhere, password reset). */
export const CHAT_SESSION_ENDED_ACTION = 'session';

export interface ChatSocketError {
  code: ChatErrorCode;
  message: string;
  /** The client action that failed, or CHAT_SESSION_ENDED_ACTION. */
  action: ChatAction | typeof CHAT_SESSION_ENDED_ACTION;
}

export type ChatAckResponse<T> = { ok: true; data: T } | { ok: false; error: ChatSocketError };
/** Optional socket.io acknowledgement; the matching event is emitted as well. */
export type ChatAck<T> = (response: ChatAckResponse<T>) => void;

/** What each client action sends. */
export interface ChatActionPayloads {
  subscribeChannel: SubscribeChannelPayload;
  subscribeChannelAdmin: SubscribeChannelAdminPayload;
  sendMessage: SendMessagePayload;
  readMessage: ReadMessagePayload;
  getRecentMessages: GetRecentMessagesPayload;
}

/** What each client action's acknowledgement carries when it succeeds. */
export interface ChatActionAnswers {
  subscribeChannel: SubscribeChannelAnswer;
  subscribeChannelAdmin: SubscribeChannelAdminAnswer;
  sendMessage: ChatMessage;
  readMessage: ReadMessageAnswer;
  getRecentMessages: RecentMessagesAnswer;
}

export type ChatAction = keyof ChatActionPayloads;

/**
 * The ack is optional, so a plain `emit(action, payload)` compiles. socket.io's
 * `emitWithAck` cannot infer an optional ack's type (it answers `any`): type
 * its result as `ChatAckResponse<ChatActionAnswers[action]>`.
 */
export type ClientToServerEvents = {
  [A in ChatAction]: (payload: ChatActionPayloads[A], ack?: ChatAck<ChatActionAnswers[A]>) => void;
};

export interface ServerToClientEvents {
  subscribe_channel: (answer: SubscribeChannelAnswer) => void;
  subscribe_channel_admin: (answer: SubscribeChannelAdminAnswer) => void;
  /**
   * A new message. Sent to the sockets joined to the room, and to every socket
   * of the room's user and of the company's admins, so a room that is not
   * open can raise its unread count (spec 2 §4).
   */
  channel_message: (message: ChatMessage) => void;
  recent_messages: (answer: RecentMessagesAnswer) => void;
  chat_error: (error: ChatSocketError) => void;
}
