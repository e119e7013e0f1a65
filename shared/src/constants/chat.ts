import { CHAT_ROOM_ID_SEPARATOR } from '../api-contract/chat';

/**
 * spec 2 §3, §4, §9: the room key corporateId|userId with the corporate id upper-cased
 * (`chatRoomId`), the chat status values, the weekdays and the socket's internal-error text;
 * defined once in the api contract.
 */
export { CHAT_INTERNAL_ERROR_MESSAGE, CHAT_ROOM_ID_SEPARATOR, CHAT_STATUS, CHAT_WEEKDAYS, chatRoomId } from '../api-contract/chat';

/** spec 2 §5, §9: the message box grows 24 px per row, up to 10 rows. */
export const MESSAGE_BOX = { rowHeightPx: 24, maxRows: 10 } as const;
export const MESSAGE_BOX_MAX_HEIGHT_PX = MESSAGE_BOX.rowHeightPx * MESSAGE_BOX.maxRows;

/** spec 2 §4, §9: the typed text follows an attached vacancy card after 500 ms. */
export const VACANCY_CARD_TEXT_DELAY_MS = 500;

/** spec 2 §4, §9: the socket reconnect timeout. */
export const SOCKET_RECONNECT_TIMEOUT_MS = 5_000;

/** The parts of a room key, or null when it is not one. */
export function parseChatRoomId(roomId: string): { corporateId: string; userId: string } | null {
  const separator = roomId.indexOf(CHAT_ROOM_ID_SEPARATOR);
  if (separator <= 0 || separator === roomId.length - 1) return null;
  return { corporateId: roomId.slice(0, separator).toUpperCase(), userId: roomId.slice(separator + 1) };
}

/** Corporate ids are compared in upper case (spec 2 §3, §9). */
export const isSameCorporateId = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

/** spec 2 §2, §9: the panel sizes. */
export const CHAT_PANEL_SIZES = ['normal', 'expanded'] as const;
export type ChatPanelSize = (typeof CHAT_PANEL_SIZES)[number];

/** spec 2 §2: on a company page, ?chat=on opens the chat. */
export const CHAT_AUTO_OPEN_QUERY = { name: 'chat', value: 'on' } as const;

/** spec 2 §4, §9: schedule times are shown in Western Indonesian Time. */
export const SCHEDULE_TIME_SUFFIX = 'WIB';
export const SCHEDULE_TIME_ZONE = 'Asia/Jakarta';

/** spec 2 §7, §9: community invitations come from list number 2. */
export const COMMUNITY_INVITATION_LIST_NUMBER = 2;
