import type { Namespace, Server as SocketServer, Socket } from 'socket.io';
import {
  CHAT_CONNECT_ERRORS,
  CHAT_INTERNAL_ERROR_MESSAGE,
  CHAT_RECENT_MESSAGES_LIMIT,
  CHAT_SOCKET_NAMESPACE,
  type ChatAckResponse,
  type ChatAction,
  type ChatActionAnswers,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@klob/shared/api-contract/chat';
import type { ApiContext } from '../module.js';
import type { ChatSide, ChatStore, ChatUser } from './chat-store.js';
import { fullName } from './chat-store.js';
import type { Clock } from './clock.js';
import { canonicalRoomId } from './room-id.js';
import { accessRoom, existingRoom, requireChatFeature, requireSameUser } from './room-access.js';
import { ID_MAX_LENGTH } from './schemas.js';
import { ChatActionError, toSocketError } from './socket-errors.js';
import { parseGetRecentMessages, parseRoomPayload, parseSendMessage } from './socket-payloads.js';

interface ChatSocketData {
  user: ChatUser;
  /** Rooms this socket subscribed to, with the side it subscribed as. */
  sides: Map<string, ChatSide>;
}
type ChatNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSocketData>;
interface UntrustedListeners {
  on(event: ChatAction, listener: (payload: unknown, ack: unknown) => void): void;
}

/** Every socket of a user joins this channel; every socket of a company admin joins the company's. */
const userChannel = (userId: string) => `user:${userId}`;
const corporateChannel = (corporateId: string) => `corporate:${corporateId}`;

const BEARER_PREFIX = /^Bearer\s+/i;

/** A connection refused on purpose; its message goes to the client's connect_error. */
class ConnectRefusal extends Error {}

async function authenticate(socket: ChatSocket, ctx: ApiContext, store: ChatStore): Promise<ChatUser> {
  const { query, auth } = socket.handshake;
  const userId = query.userId;
  if (typeof userId !== 'string' || userId === '' || userId.length > ID_MAX_LENGTH)
    throw new ConnectRefusal(CHAT_CONNECT_ERRORS.missingUserId);
  const rawToken: unknown = (auth as Record<string, unknown> | undefined)?.token;
  const token = typeof rawToken === 'string' ? rawToken.replace(BEARER_PREFIX, '').trim() : '';
  if (!token) throw new ConnectRefusal(CHAT_CONNECT_ERRORS.missingToken);
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw new ConnectRefusal(CHAT_CONNECT_ERRORS.invalidToken);
  if (claims.userId !== userId) throw new ConnectRefusal(CHAT_CONNECT_ERRORS.userMismatch);
  const user = store.findUser(userId);
  if (!user) throw new ConnectRefusal(CHAT_CONNECT_ERRORS.unknownUser);
  return user;
}

/**
 * The chat socket (spec 2 §7) on namespace CHAT_SOCKET_NAMESPACE. A connection
 * needs `userId` in the query and the user's token in `auth.token`. Every
 * action answers with its event and, when the client passed one, an acknowledgement.
 */
export function attachChatSocket(io: SocketServer, ctx: ApiContext, store: ChatStore, clock: Clock): void {
  const nsp = io.of(CHAT_SOCKET_NAMESPACE) as unknown as ChatNamespace;
  const logInternal = (action: string, error: unknown) => {
    if (ctx.config.logLevel !== 'silent') console.error(`[chat] ${action} failed`, error);
  };

  nsp.use((socket, next) => {
    authenticate(socket, ctx, store).then(
      (user) => {
        socket.data.user = user;
        socket.data.sides = new Map();
        next();
      },
      (error: unknown) => {
        if (error instanceof ConnectRefusal) return next(error);
        logInternal('connection', error);
        next(new Error(CHAT_INTERNAL_ERROR_MESSAGE));
      },
    );
  });

  nsp.on('connection', (socket) => {
    const actor = socket.data.user;
    try {
      void socket.join([
        userChannel(actor.userId),
        ...store.administeredCompanies(actor.userId).map((company) => corporateChannel(company.corporateId)),
      ]);
    } catch (error) {
      logInternal('connection', error);
      socket.disconnect(true);
      return;
    }

    /** Runs one action: never throws, answers errors with chat_error (and the ack). */
    function on<A extends ChatAction>(action: A, run: (payload: unknown) => ChatActionAnswers[A]) {
      const listener = (payload: unknown, ack: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (response: ChatAckResponse<ChatActionAnswers[A]>) => void) : undefined;
        try {
          const data = run(payload);
          reply?.({ ok: true, data });
        } catch (error) {
          if (!(error instanceof ChatActionError)) logInternal(action, error);
          const socketError = toSocketError(action, error);
          socket.emit('chat_error', socketError);
          reply?.({ ok: false, error: socketError });
        }
      };
      // Payloads and acks come from the client untyped: the listener checks them itself.
      (socket as unknown as UntrustedListeners).on(action, listener);
    }

    /** Joins the socket to the room on `side`; both subscribe actions check the same. */
    function subscribe(raw: unknown, side: ChatSide) {
      const payload = parseRoomPayload(raw);
      requireSameUser(payload.userId, actor.userId);
      const access = accessRoom(store, payload.roomId, actor.userId, side);
      requireChatFeature(access.company);
      const room = store.ensureRoom(access.company, access.roomUser, clock.now());
      void socket.join(room.roomId);
      socket.data.sides.set(room.roomId, side);
      return { access, room };
    }

    /** A room this socket may use, on the side it subscribed with; it must exist already. */
    function usableRoom(roomId: string) {
      const access = accessRoom(store, roomId, actor.userId, 'either', socket.data.sides.get(canonicalRoomId(roomId)));
      return { access, room: existingRoom(store, access) };
    }

    on('subscribeChannel', (raw) => {
      const { access, room } = subscribe(raw, 'user');
      const answer = { corporateName: access.company.corporateName, avatar: access.company.logoUrl, roomId: room.roomId };
      socket.emit('subscribe_channel', answer);
      return answer;
    });

    // S2-6-03: only admins of a company with the chat feature open admin rooms.
    on('subscribeChannelAdmin', (raw) => {
      const { access, room } = subscribe(raw, 'company');
      const answer = { userFullname: fullName(access.roomUser), userAvatar: access.roomUser.profilePictureUrl, roomId: room.roomId };
      socket.emit('subscribe_channel_admin', answer);
      return answer;
    });

    on('sendMessage', (raw) => {
      const payload = parseSendMessage(raw);
      requireSameUser(payload.userId, actor.userId);
      const { access, room } = usableRoom(payload.roomId);
      requireChatFeature(access.company);
      const message = store.appendMessage({
        roomId: room.roomId,
        senderUserId: actor.userId,
        side: access.side,
        content: payload.content,
        event: payload.event ?? 'message',
        createdAt: clock.now().toISOString(),
      });
      nsp.to([room.roomId, userChannel(room.userId), corporateChannel(access.company.corporateId)]).emit('channel_message', message);
      return message;
    });

    on('readMessage', (raw) => {
      const payload = parseRoomPayload(raw);
      requireSameUser(payload.userId, actor.userId);
      const { access, room } = usableRoom(payload.roomId);
      store.clearUnread(room.roomId, access.side);
      return { roomId: room.roomId, unreadMessagesCount: store.unreadOfRoom(room.roomId, access.side) };
    });

    on('getRecentMessages', (raw) => {
      const { room } = usableRoom(parseGetRecentMessages(raw).roomId);
      const answer = { roomId: room.roomId, messages: store.recentMessages(room.roomId, CHAT_RECENT_MESSAGES_LIMIT) };
      socket.emit('recent_messages', answer);
      return answer;
    });
  });
}
