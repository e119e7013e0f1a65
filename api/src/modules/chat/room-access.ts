import { chatRoomId } from '@klob/shared/api-contract/chat';
import type { ChatCompany, ChatSide, ChatStore, ChatUser, StoredRoom } from './chat-store.js';
import { parseRoomId } from './room-id.js';
import { forbiddenAction, invalidPayload, noChatFeature, notFoundInChat } from './socket-errors.js';

export interface RoomAccess {
  /** Canonical id: upper-case corporate id. */
  roomId: string;
  company: ChatCompany;
  /** The room's user (the klobber side). */
  roomUser: ChatUser;
  /** The side the actor acts on. */
  side: ChatSide;
}

/** `user`: only the room's user; `company`: only the company's admins; `either`: whichever the actor is. */
export type AccessAs = ChatSide | 'either';

/**
 * Who may touch a room: its user, and the admins of its company. Anyone else
 * is refused before learning whether the room exists.
 * `preferred` settles the side of an actor who is both (the side it subscribed with).
 */
export async function accessRoom(
  store: ChatStore,
  rawRoomId: string,
  actorId: string,
  as: AccessAs,
  preferred?: ChatSide,
): Promise<RoomAccess> {
  const key = parseRoomId(rawRoomId);
  if (!key) throw invalidPayload('roomId: must have the form {corporateId}|{userId}');
  const company = await store.findCompany(key.corporateId);
  if (!company) throw notFoundInChat(`Company ${key.corporateId} not found`);
  const mayActAsUser = actorId === key.userId;
  const mayActAsCompany = await store.isCompanyAdmin(actorId, company.corporateId);
  const side = chooseSide(as, mayActAsUser, mayActAsCompany, preferred);
  if (!side) {
    throw forbiddenAction(
      as === 'user'
        ? "Only the room's user may subscribe with subscribeChannel"
        : as === 'company'
          ? `Only admins of ${company.corporateId} may subscribe with subscribeChannelAdmin`
          : "Only the room's user and the company's admins may use this room",
    );
  }
  const roomUser = await store.findUser(key.userId);
  if (!roomUser) throw notFoundInChat(`User ${key.userId} not found`);
  return { roomId: chatRoomId(company.corporateId, roomUser.userId), company, roomUser, side };
}

function chooseSide(as: AccessAs, mayActAsUser: boolean, mayActAsCompany: boolean, preferred?: ChatSide): ChatSide | null {
  if (as === 'user') return mayActAsUser ? 'user' : null;
  if (as === 'company') return mayActAsCompany ? 'company' : null;
  if (preferred === 'company' && mayActAsCompany) return 'company';
  if (mayActAsUser) return 'user';
  return mayActAsCompany ? 'company' : null;
}

/** spec 2 §6: a company without the chat feature is unavailable for chat. */
export function requireChatFeature(company: ChatCompany): void {
  if (!company.hasChat) throw noChatFeature(company.corporateId);
}

export async function existingRoom(store: ChatStore, access: RoomAccess): Promise<StoredRoom> {
  const room = await store.findRoom(access.roomId);
  if (!room) throw notFoundInChat(`Room ${access.roomId} not found; subscribe to it first`);
  return room;
}

/** The payload's userId must be the connected user (S2-7-18). */
export function requireSameUser(payloadUserId: string, connectedUserId: string): void {
  if (payloadUserId !== connectedUserId) throw forbiddenAction('userId does not match the connected user');
}
