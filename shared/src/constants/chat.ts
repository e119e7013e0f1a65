/**
 * spec 2 §3, §4, §9: the room key corporateId|userId with the corporate id upper-cased
 * (`chatRoomId`), the chat status values, the weekdays and the socket's internal-error text;
 * defined once in the api contract.
 */
export { CHAT_INTERNAL_ERROR_MESSAGE, CHAT_ROOM_ID_SEPARATOR, CHAT_STATUS, CHAT_WEEKDAYS, chatRoomId } from '../api-contract/chat';

/** spec 2 §7, §9: community invitations come from list number 2. */
export const COMMUNITY_INVITATION_LIST_NUMBER = 2;
