import { CHAT_ROOM_ID_SEPARATOR, chatRoomId } from '@klob/shared/api-contract/chat';

export interface RoomKey {
  /** Upper case (spec 2 §9). */
  corporateId: string;
  userId: string;
}

/** Longest room id accepted from a client. */
export const ROOM_ID_MAX_LENGTH = 160;

/** The parts of a `{corporateId}|{userId}` room id, or null when it has another shape. */
export function parseRoomId(roomId: string): RoomKey | null {
  const parts = roomId.split(CHAT_ROOM_ID_SEPARATOR);
  if (parts.length !== 2) return null;
  const [corporateId = '', userId = ''] = parts.map((part) => part.trim());
  if (!corporateId || !userId) return null;
  return { corporateId: corporateId.toUpperCase(), userId };
}

/** The id with its corporate part in upper case, as rooms are stored; other shapes unchanged. */
export function canonicalRoomId(roomId: string): string {
  const key = parseRoomId(roomId);
  return key ? chatRoomId(key.corporateId, key.userId) : roomId;
}
