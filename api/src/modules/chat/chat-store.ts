import {
  CHAT_WEEKDAYS,
  chatRoomId,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatOfflineRange,
  type ChatRoom,
  type ChatScheduleDay,
  type ChatWeekday,
} from '@klob/shared/api-contract/chat';
import { allValues, getValue, type Sql } from '../../db/sql.js';
import { createAccessCache, type AccessGeneration } from './access-generation.js';
import type { SafeChatMarkup } from './chat-content.js';

/** Who reads a room: its user, or the company (any of its admins). */
export type ChatSide = 'user' | 'company';

export const otherSide = (side: ChatSide): ChatSide => (side === 'user' ? 'company' : 'user');

export interface ChatCompany {
  corporateId: string;
  corporateName: string;
  logoUrl: string | null;
  hasChat: boolean;
}

export interface ChatUser {
  userId: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
}

export interface StoredRoom {
  roomId: string;
  corporateId: string;
  userId: string;
  createdAt: string;
}

export interface NewMessage {
  roomId: string;
  senderUserId: string;
  side: ChatSide;
  /** Sanitised once on the way in (safeChatMarkup): every path that stores a message passes the allow-list (issue 6). */
  content: SafeChatMarkup;
  /** The name the message shows (speakerName). */
  name: string;
  event: ChatMessageEvent;
  createdAt: string;
  /** The sender's id for the message (issue 11); null for messages stored without one. */
  clientMessageId?: string | null;
}

/** A message as appendMessage answers it: `duplicate` when the same client id was stored before. */
export interface AppendedMessage {
  message: ChatMessage;
  duplicate: boolean;
  /** Stored with a client id and not known to be broadcast yet: broadcast it, then markBroadcast. */
  broadcastPending: boolean;
}

export const fullName = (user: Pick<ChatUser, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`.trim();

/** Admins speak for the company; otherwise the sender is the room's user. */
export const speakerName = (isAdmin: boolean, corporateName: string, roomUser: Pick<ChatUser, 'firstName' | 'lastName'>): string =>
  isAdmin ? corporateName : fullName(roomUser);

/** ISO weekday number (1 = Monday) of a weekday name, as stored. */
export const isoWeekday = (day: ChatWeekday): number => CHAT_WEEKDAYS.indexOf(day) + 1;

interface CompanyRow {
  corporate_id: string;
  corporate_name: string;
  logo_url: string | null;
  has_chat: number;
}
interface UserRow {
  user_id: string;
  first_name: string;
  last_name: string;
  profile_picture_url: string | null;
}
interface RoomRow {
  room_id: string;
  corporate_id: string;
  user_id: string;
  created_at: string;
}
interface MessageRow {
  message_id: number;
  sender_user_id: string;
  room_id: string;
  content: string;
  event: ChatMessageEvent;
  created_at: string;
  is_admin: number;
  corporate_name: string;
  user_first_name: string;
  user_last_name: string;
  client_message_id: string | null;
}
interface HistoryRow extends RoomRow {
  first_name: string;
  last_name: string;
  profile_picture_url: string | null;
  corporate_name: string;
  logo_url: string | null;
  unread: number;
  message_id: number | null;
  sender_user_id: string | null;
  content: string | null;
  event: ChatMessageEvent | null;
  is_admin: number | null;
  message_at: string | null;
  client_message_id: string | null;
}

const toCompany = (row: CompanyRow): ChatCompany => ({
  corporateId: row.corporate_id,
  corporateName: row.corporate_name,
  logoUrl: row.logo_url,
  hasChat: row.has_chat === 1,
});
const toUser = (row: UserRow): ChatUser => ({
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  profilePictureUrl: row.profile_picture_url,
});
const toRoom = (row: RoomRow): StoredRoom => ({
  roomId: row.room_id,
  corporateId: row.corporate_id,
  userId: row.user_id,
  createdAt: row.created_at,
});
const toMessage = (row: MessageRow): ChatMessage => ({
  messageId: row.message_id,
  userId: row.sender_user_id,
  roomId: row.room_id,
  content: row.content,
  event: row.event,
  timestamp: row.created_at,
  isAdmin: row.is_admin === 1,
  name: speakerName(row.is_admin === 1, row.corporate_name, { firstName: row.user_first_name, lastName: row.user_last_name }),
  clientMessageId: row.client_message_id,
});

const MESSAGE_SELECT = `
  SELECT m.message_id, m.sender_user_id, m.room_id, m.content, m.event, m.created_at, m.is_admin, m.client_message_id,
         c.corporate_name, u.first_name AS user_first_name, u.last_name AS user_last_name
  FROM chat_messages m
  JOIN chat_rooms r ON r.room_id = m.room_id
  JOIN companies c ON c.corporate_id = r.corporate_id
  JOIN users u ON u.user_id = r.user_id`;

const HISTORY_SELECT = `
  SELECT r.room_id, r.corporate_id, r.user_id, r.created_at,
         u.first_name, u.last_name, u.profile_picture_url, c.corporate_name, c.logo_url,
         COALESCE(uc.count, 0) AS unread,
         m.message_id, m.sender_user_id, m.content, m.event, m.is_admin, m.created_at AS message_at,
         m.client_message_id
  FROM chat_rooms r
  JOIN users u ON u.user_id = r.user_id
  JOIN companies c ON c.corporate_id = r.corporate_id
  LEFT JOIN chat_unread_counts uc ON uc.room_id = r.room_id AND uc.side = @side
  LEFT JOIN chat_messages m ON m.message_id = (SELECT MAX(message_id) FROM chat_messages WHERE room_id = r.room_id)`;
const HISTORY_ORDER = 'ORDER BY COALESCE(m.created_at, r.created_at) DESC, r.room_id';

function toHistoryRoom(row: HistoryRow, side: ChatSide): ChatRoom {
  const userName = fullName({ firstName: row.first_name, lastName: row.last_name });
  const lastMessage: ChatMessage | null =
    row.message_id === null
      ? null
      : {
          messageId: row.message_id,
          userId: row.sender_user_id ?? '',
          roomId: row.room_id,
          content: row.content ?? '',
          event: row.event ?? 'message',
          timestamp: row.message_at ?? row.created_at,
          isAdmin: row.is_admin === 1,
          name: speakerName(row.is_admin === 1, row.corporate_name, { firstName: row.first_name, lastName: row.last_name }),
          clientMessageId: row.client_message_id,
        };
  return {
    roomId: row.room_id,
    userId: row.user_id,
    chatName: side === 'company' ? userName : row.corporate_name,
    avatar: side === 'company' ? row.profile_picture_url : row.logo_url,
    unreadMessagesCount: row.unread,
    corporate: { corporateId: row.corporate_id, corporateName: row.corporate_name, logoUrl: row.logo_url },
    lastMessage,
    timestamp: lastMessage?.timestamp ?? row.created_at,
  };
}

/** The companies whose admin ids are kept between messages (a full cache starts again). */
const MAX_CACHED_COMPANIES = 10_000;

/** Every query of the chat module, prepared once per database. */
export function createChatStore(sql: Sql, accessGeneration: AccessGeneration) {
  const roomRow = (db: Sql, roomId: string) =>
    db.get<RoomRow>('SELECT room_id, corporate_id, user_id, created_at FROM chat_rooms WHERE room_id = ?', [roomId]);
  const adminIdsCache = createAccessCache<string[]>(accessGeneration, MAX_CACHED_COMPANIES);

  /** Unread messages on `side` over the rooms whose `owner` column is `id` (a user's rooms, or a company's). */
  const unreadTotal = async (owner: 'user_id' | 'corporate_id', id: string, side: ChatSide): Promise<number> =>
    (await getValue<number>(
      sql,
      `SELECT COALESCE(SUM(uc.count), 0) AS total FROM chat_unread_counts uc
       JOIN chat_rooms r ON r.room_id = uc.room_id WHERE r.${owner} = ? AND uc.side = ?`,
      [id, side],
    )) ?? 0;

  const insertMessage = (message: NewMessage): Promise<{ messageId: number; duplicate: boolean; broadcastPending: boolean }> =>
    sql.transaction(async (tx) => {
      const clientMessageId = message.clientMessageId ?? null;
      if (clientMessageId !== null) {
        const stored = await tx.get<{ message_id: number; broadcast_pending: number }>(
          'SELECT message_id, broadcast_pending FROM chat_messages WHERE room_id = ? AND sender_user_id = ? AND client_message_id = ?',
          [message.roomId, message.senderUserId, clientMessageId],
        );
        if (stored) return { messageId: stored.message_id, duplicate: true, broadcastPending: stored.broadcast_pending === 1 };
      }
      // Only a message with a client id can be sent again, so only its broadcast is followed.
      const broadcastPending = clientMessageId !== null;
      const inserted = await tx.get<{ message_id: number }>(
        `INSERT INTO chat_messages (room_id, sender_user_id, is_admin, content, event, created_at, client_message_id, broadcast_pending)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING message_id`,
        [
          message.roomId,
          message.senderUserId,
          message.side === 'company' ? 1 : 0,
          message.content,
          message.event,
          message.createdAt,
          clientMessageId,
          broadcastPending ? 1 : 0,
        ],
      );
      await tx.run(
        `INSERT INTO chat_unread_counts (room_id, side, count) VALUES (?, ?, 1)
         ON CONFLICT (room_id, side) DO UPDATE SET count = chat_unread_counts.count + 1`,
        [message.roomId, otherSide(message.side)],
      );
      return { messageId: inserted!.message_id, duplicate: false, broadcastPending };
    });

  return {
    async findCompany(corporateId: string): Promise<ChatCompany | undefined> {
      const row = await sql.get<CompanyRow>(
        'SELECT corporate_id, corporate_name, logo_url, has_chat FROM companies WHERE upper(corporate_id) = upper(?)',
        [corporateId],
      );
      return row && toCompany(row);
    },
    async findUser(userId: string): Promise<ChatUser | undefined> {
      const row = await sql.get<UserRow>('SELECT user_id, first_name, last_name, profile_picture_url FROM users WHERE user_id = ?', [
        userId,
      ]);
      return row && toUser(row);
    },
    async isCompanyAdmin(userId: string, corporateId: string): Promise<boolean> {
      return (
        (await sql.get('SELECT 1 AS one FROM company_admins WHERE user_id = ? AND upper(corporate_id) = upper(?)', [
          userId,
          corporateId,
        ])) !== undefined
      );
    },
    adminIdsOf(corporateId: string): Promise<string[]> {
      return adminIdsCache.get(corporateId.toUpperCase(), () =>
        allValues<string>(sql, 'SELECT user_id FROM company_admins WHERE upper(corporate_id) = upper(?)', [corporateId]),
      );
    },
    async administeredCompanies(userId: string): Promise<ChatCompany[]> {
      const rows = await sql.all<CompanyRow>(
        `SELECT c.corporate_id, c.corporate_name, c.logo_url, c.has_chat FROM company_admins a
         JOIN companies c ON c.corporate_id = a.corporate_id WHERE a.user_id = ? ORDER BY c.corporate_name`,
        [userId],
      );
      return rows.map(toCompany);
    },
    async schedule(corporateId: string): Promise<ChatScheduleDay[]> {
      const rows = await sql.all<{ weekday: number; start_time: string; end_time: string }>(
        'SELECT weekday, start_time, end_time FROM chat_schedules WHERE corporate_id = ? ORDER BY weekday',
        [corporateId],
      );
      return rows.map((row) => ({ day: CHAT_WEEKDAYS[row.weekday - 1] as ChatWeekday, start: row.start_time, end: row.end_time }));
    },
    async addScheduleDay(corporateId: string, entry: ChatScheduleDay): Promise<void> {
      await sql.run('INSERT INTO chat_schedules (corporate_id, weekday, start_time, end_time) VALUES (?, ?, ?, ?)', [
        corporateId,
        isoWeekday(entry.day),
        entry.start,
        entry.end,
      ]);
    },
    /** The ranges that have not ended at `now`, earliest first. */
    async offlineRangesEndingAfter(corporateId: string, now: Date): Promise<ChatOfflineRange[]> {
      const rows = await sql.all<{ start_date: string; end_date: string }>(
        'SELECT start_date, end_date FROM chat_offline_ranges WHERE corporate_id = ? AND end_date > ? ORDER BY start_date',
        [corporateId, now.toISOString()],
      );
      return rows.map((row) => ({ startDate: row.start_date, endDate: row.end_date }));
    },
    async addOfflineRange(corporateId: string, range: ChatOfflineRange): Promise<void> {
      await sql.run('INSERT INTO chat_offline_ranges (corporate_id, start_date, end_date) VALUES (?, ?, ?)', [
        corporateId,
        range.startDate,
        range.endDate,
      ]);
    },
    async findRoom(roomId: string): Promise<StoredRoom | undefined> {
      const row = await roomRow(sql, roomId);
      return row && toRoom(row);
    },
    /** The room of this company and user, created if it does not exist yet. */
    async ensureRoom(company: ChatCompany, user: ChatUser, createdAt: Date): Promise<StoredRoom> {
      const roomId = chatRoomId(company.corporateId, user.userId);
      await sql.run(
        'INSERT INTO chat_rooms (room_id, corporate_id, user_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (room_id) DO NOTHING',
        [roomId, company.corporateId, user.userId, createdAt.toISOString()],
      );
      return toRoom((await roomRow(sql, roomId))!);
    },
    /**
     * Stores the message and raises the other side's unread count, in one transaction. A message whose
     * client id this sender already used in this room is not stored again: the stored one is answered,
     * with whether its broadcast is still pending (the instance that stored it died before sending it).
     */
    async appendMessage(message: NewMessage): Promise<AppendedMessage> {
      const { messageId, duplicate, broadcastPending } = await insertMessage(message);
      // A resend answers the message stored first; a new one is answered from what was inserted.
      if (duplicate) {
        const stored = (await sql.get<MessageRow>(`${MESSAGE_SELECT} WHERE m.message_id = ?`, [messageId]))!;
        return { message: toMessage(stored), duplicate, broadcastPending };
      }
      const stored: ChatMessage = {
        messageId,
        userId: message.senderUserId,
        roomId: message.roomId,
        content: message.content,
        event: message.event,
        timestamp: message.createdAt,
        isAdmin: message.side === 'company',
        name: message.name,
        clientMessageId: message.clientMessageId ?? null,
      };
      return { message: stored, duplicate, broadcastPending };
    },
    /** The message's broadcast reached every instance: a resend of it is not broadcast again. */
    async markBroadcast(messageId: number): Promise<void> {
      await sql.run('UPDATE chat_messages SET broadcast_pending = 0 WHERE message_id = ? AND broadcast_pending = 1', [messageId]);
    },
    /** The messages of a room after `messageId` (a client catching up), oldest first. */
    async messagesAfter(roomId: string, messageId: number, limit: number): Promise<ChatMessage[]> {
      const rows = await sql.all<MessageRow>(`${MESSAGE_SELECT} WHERE m.room_id = ? AND m.message_id > ? ORDER BY m.message_id LIMIT ?`, [
        roomId,
        messageId,
        limit,
      ]);
      return rows.map(toMessage);
    },
    /** The most recent messages of a room, oldest first. */
    async recentMessages(roomId: string, limit: number): Promise<ChatMessage[]> {
      const rows = await sql.all<MessageRow>(`${MESSAGE_SELECT} WHERE m.room_id = ? ORDER BY m.message_id DESC LIMIT ?`, [roomId, limit]);
      return rows.reverse().map(toMessage);
    },
    async clearUnread(roomId: string, side: ChatSide): Promise<void> {
      await sql.run('UPDATE chat_unread_counts SET count = 0 WHERE room_id = ? AND side = ?', [roomId, side]);
    },
    async unreadOfRoom(roomId: string, side: ChatSide): Promise<number> {
      return (await getValue<number>(sql, 'SELECT count FROM chat_unread_counts WHERE room_id = ? AND side = ?', [roomId, side])) ?? 0;
    },
    unreadOfUser: (userId: string) => unreadTotal('user_id', userId, 'user'),
    unreadOfCompany: (corporateId: string) => unreadTotal('corporate_id', corporateId, 'company'),
    /** The company's rooms as its admins see them (S2-7-06). */
    async companyHistory(corporateId: string): Promise<ChatRoom[]> {
      const rows = await sql.all<HistoryRow>(`${HISTORY_SELECT} WHERE r.corporate_id = @key ${HISTORY_ORDER}`, {
        side: 'company',
        key: corporateId,
      });
      return rows.map((row) => toHistoryRoom(row, 'company'));
    },
    /** The user's rooms as the user sees them (S2-7-07). */
    async userHistory(userId: string): Promise<ChatRoom[]> {
      const rows = await sql.all<HistoryRow>(`${HISTORY_SELECT} WHERE r.user_id = @key ${HISTORY_ORDER}`, { side: 'user', key: userId });
      return rows.map((row) => toHistoryRoom(row, 'user'));
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
