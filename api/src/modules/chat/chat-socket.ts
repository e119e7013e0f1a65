import { decodeJwt } from 'jose';
import type { Namespace, Server as SocketServer, Socket } from 'socket.io';
import {
  CHAT_CONNECT_ERRORS,
  CHAT_INTERNAL_ERROR_MESSAGE,
  CHAT_RECENT_MESSAGES_LIMIT,
  CHAT_SOCKET_NAMESPACE,
  CHAT_ERROR_CODES,
  CHAT_SESSION_ENDED_ACTION,
  type ChatAckResponse,
  type ChatAction,
  type ChatActionAnswers,
  type ChatSocketError,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@klob/shared/api-contract/chat';
import type { ApiContext } from '../module.js';
import type { ChatSide, ChatStore, ChatUser } from './chat-store.js';
import { fullName, speakerName } from './chat-store.js';
import { accessGenerationFor, createAccessCache } from './access-generation.js';
import type { Clock } from './clock.js';
import { canonicalRoomId } from './room-id.js';
import { accessRoom, existingRoom, requireChatFeature, requireSameUser } from './room-access.js';
import { ID_MAX_LENGTH } from './schemas.js';
import { countShared, createBudgetCounter, ONE_MINUTE_MS } from '../../http/rate-limits.js';
import { ChatActionError, toSocketError, tooManyMessages } from './socket-errors.js';
import { parseGetRecentMessages, parseRoomPayload, parseSendMessage } from './socket-payloads.js';

interface ChatSocketData {
  user: ChatUser;
  /** The id token the socket connected with: checked again before every action (issue 6). */
  token: string;
  /** The sign-in session of that token: when it ends the socket is disconnected. */
  sessionId: string;
  /** The token's `exp` (seconds since the epoch); its signature was verified at the connection. */
  tokenExpiresAt: number;
  /** Rooms this socket subscribed to, with the side it subscribed as. */
  sides: Map<string, ChatSide>;
}
type ChatNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSocketData>;
interface UntrustedListeners {
  on(event: ChatAction, listener: (payload: unknown, ack: unknown) => void): void;
}

/** Every socket of a user joins this channel. */
const userChannel = (userId: string) => `user:${userId}`;

const BEARER_PREFIX = /^Bearer\s+/i;

/** A connection refused on purpose; its message goes to the client's connect_error. */
class ConnectRefusal extends Error {}

interface Authenticated {
  user: ChatUser;
  token: string;
  sessionId: string;
}

async function authenticate(socket: ChatSocket, ctx: ApiContext, store: ChatStore): Promise<Authenticated> {
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
  const user = await store.findUser(userId);
  if (!user) throw new ConnectRefusal(CHAT_CONNECT_ERRORS.unknownUser);
  return { user, token, sessionId: claims.sessionId };
}

const SECOND_MS = 1000;
/** The rooms whose access answer a socket keeps (a full cache starts again). */
const MAX_CACHED_ROOMS_PER_SOCKET = 64;

/** The `exp` of a verified token; a token without one never expires (as jose treats it). */
function expiryOf(token: string): number {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp : Number.POSITIVE_INFINITY;
}
/** The longest delay a Node.js timer takes (about 24.8 days). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** What a socket whose token expired or whose session ended is told before it is disconnected. */
const SESSION_EXPIRED_MESSAGE = 'Session expired or ended: sign in again or reconnect with a fresh token';
const sessionExpiredError = (action: ChatSocketError['action']): ChatSocketError => ({
  code: CHAT_ERROR_CODES.sessionExpired,
  message: SESSION_EXPIRED_MESSAGE,
  action,
});

/**
 * The chat socket (spec 2 §7) on namespace CHAT_SOCKET_NAMESPACE. A connection
 * needs `userId` in the query and the user's token in `auth.token`. Every
 * action answers with its event and, when the client passed one, an acknowledgement.
 */
export function attachChatSocket(io: SocketServer, ctx: ApiContext, store: ChatStore, clock: Clock): void {
  const nsp = io.of(CHAT_SOCKET_NAMESPACE) as unknown as ChatNamespace;
  /** Every socket of the room's user and of the company's admins as they are now (an admin who lost the company hears nothing more). */
  const recipientsOf = async (roomUserId: string, corporateId: string) =>
    [roomUserId, ...(await store.adminIdsOf(corporateId))].map(userChannel);
  const logInternal = (action: string, error: unknown) => {
    if (ctx.config.logLevel !== 'silent') console.error(`[chat] ${action} failed`, error);
  };
  const accessGeneration = accessGenerationFor(ctx);
  // Chat messages per socket and per user (issue 22), counted like every other write (src/http/rate-limits.ts):
  // a socket lives on one instance, a user's sockets may be spread over all of them (the state they share, issue 27).
  const { chatPerSocketPerMinute, chatPerUserPerMinute } = ctx.config.writeLimits;
  const sendsPerSocket = createBudgetCounter({ max: chatPerSocketPerMinute, windowMs: ONE_MINUTE_MS });
  const sendsPerUser = { name: 'chat messages per user', max: chatPerUserPerMinute, windowMs: ONE_MINUTE_MS };
  /** Counts a message of `socket`; over either budget the action answers RATE_LIMITED and stores nothing. */
  async function countSend(socket: ChatSocket): Promise<void> {
    const perSocket = sendsPerSocket(socket.id);
    const perUser = await countShared(ctx.state, sendsPerUser, socket.data.user.userId);
    for (const verdict of [perSocket, perUser]) if (verdict.exceeded) throw tooManyMessages(verdict.retryAfterSeconds);
  }

  /**
   * The token check before every action (issue 6), without verifying the signature again: it was
   * verified at the connection and the token cannot change. The token must not have expired (whole
   * seconds, as jose compares) and its session must still be open.
   */
  async function stillSignedIn(socket: ChatSocket): Promise<boolean> {
    const { tokenExpiresAt, sessionId, user } = socket.data;
    return Math.floor(Date.now() / SECOND_MS) < tokenExpiresAt && (await ctx.sessions.isActive(sessionId, user.userId));
  }

  nsp.use((socket, next) => {
    authenticate(socket, ctx, store).then(
      ({ user, token, sessionId }) => {
        socket.data.user = user;
        socket.data.token = token;
        socket.data.sessionId = sessionId;
        socket.data.tokenExpiresAt = expiryOf(token);
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

  /** Tells the socket why and drops it; the client reconnects with a fresh token (or signs in again). */
  function endSocket(socket: ChatSocket, error: ChatSocketError): void {
    socket.emit('chat_error', error);
    socket.disconnect(true);
  }

  /**
   * A socket that only listens must not outlive its token either: it goes when the token
   * expires, as when its session ends (issue 6, hole 8). The timer fires at the expiry
   * (at most MAX_TIMER_DELAY_MS ahead) and checks the token again before ending it.
   */
  function endAtTokenExpiry(socket: ChatSocket): void {
    const { exp } = decodeJwt(socket.data.token);
    if (typeof exp !== 'number') return;
    const delay = Math.min(Math.max(0, exp * SECOND_MS - Date.now()), MAX_TIMER_DELAY_MS);
    const timer = setTimeout(() => {
      ctx.tokens.verify(socket.data.token).then(
        (claims) => {
          if (!socket.connected) return;
          if (claims) endAtTokenExpiry(socket);
          else endSocket(socket, sessionExpiredError(CHAT_SESSION_ENDED_ACTION));
        },
        (error: unknown) => logInternal('token expiry', error),
      );
    }, delay);
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  // Sign-out, password reset or refresh-token reuse: the session's sockets go at once, not at their next message.
  ctx.sessions.onEnded(({ sessionIds }) => {
    const ended = new Set(sessionIds);
    for (const socket of nsp.sockets.values())
      if (ended.has(socket.data.sessionId)) endSocket(socket, sessionExpiredError(CHAT_SESSION_ENDED_ACTION));
  });

  nsp.on('connection', (socket) => {
    const actor = socket.data.user;
    void socket.join(userChannel(actor.userId));
    endAtTokenExpiry(socket);
    /** Room access answers of this socket, kept while no access data changed (issue 11). */
    const roomAccess = createAccessCache<Awaited<ReturnType<typeof checkedRoom>>>(accessGeneration, MAX_CACHED_ROOMS_PER_SOCKET);
    /** The socket's actions, one after another: each answers before the next starts, so they answer in arrival order. */
    let previousAction: Promise<void> = Promise.resolve();

    /**
     * Runs one action: never throws, answers errors with chat_error (and the ack). `admit` (counting against the
     * shared limits) runs before the action.
     */
    function on<A extends ChatAction>(
      action: A,
      run: (payload: unknown) => Promise<ChatActionAnswers[A]>,
      { admit }: { admit?: () => Promise<void> } = {},
    ) {
      const listener = (payload: unknown, ack: unknown) => {
        previousAction = previousAction
          .then(() => runChecked(action, run, admit, payload, ack))
          .catch((error: unknown) => logInternal(action, error));
      };
      // Payloads and acks come from the client untyped: the listener checks them itself.
      (socket as unknown as UntrustedListeners).on(action, listener);
    }

    /** Never rejects: every failure is answered to the client. */
    async function runChecked<A extends ChatAction>(
      action: A,
      run: (payload: unknown) => Promise<ChatActionAnswers[A]>,
      admit: (() => Promise<void>) | undefined,
      payload: unknown,
      ack: unknown,
    ): Promise<void> {
      const reply = typeof ack === 'function' ? (ack as (response: ChatAckResponse<ChatActionAnswers[A]>) => void) : undefined;
      if (!socket.connected) return;
      let signedIn;
      try {
        signedIn = await stillSignedIn(socket);
      } catch (error) {
        logInternal(action, error);
        signedIn = false;
      }
      // An expired token or an ended session: the socket goes (issue 6).
      if (!signedIn) {
        const error = sessionExpiredError(action);
        reply?.({ ok: false, error });
        endSocket(socket, error);
        return;
      }
      try {
        await admit?.();
        // The socket may have gone while the limits were counted: nothing is stored for it then.
        if (!socket.connected) return;
        const data = await run(payload);
        reply?.({ ok: true, data });
      } catch (error) {
        if (!(error instanceof ChatActionError)) logInternal(action, error);
        const socketError = toSocketError(action, error);
        socket.emit('chat_error', socketError);
        reply?.({ ok: false, error: socketError });
      }
    }

    /** Joins the socket to the room on `side`; both subscribe actions check the same. */
    async function subscribe(raw: unknown, side: ChatSide) {
      const payload = parseRoomPayload(raw);
      requireSameUser(payload.userId, actor.userId);
      const access = await accessRoom(store, payload.roomId, actor.userId, side);
      requireChatFeature(access.company);
      const room = await store.ensureRoom(access.company, access.roomUser, clock.now());
      void socket.join(room.roomId);
      socket.data.sides.set(room.roomId, side);
      return { access, room };
    }

    async function checkedRoom(roomId: string, preferred: ChatSide | undefined) {
      const access = await accessRoom(store, roomId, actor.userId, 'either', preferred);
      return { access, room: await existingRoom(store, access) };
    }

    /**
     * A room this socket may use, on the side it subscribed with; it must exist already. The answer is
     * kept per room and side until a company, admin, user or room changes (then every socket asks again).
     */
    function usableRoom(roomId: string) {
      const preferred = socket.data.sides.get(canonicalRoomId(roomId));
      return roomAccess.get(`${preferred ?? ''}|${roomId}`, () => checkedRoom(roomId, preferred));
    }

    on('subscribeChannel', async (raw) => {
      const { access, room } = await subscribe(raw, 'user');
      const answer = { corporateName: access.company.corporateName, avatar: access.company.logoUrl, roomId: room.roomId };
      socket.emit('subscribe_channel', answer);
      return answer;
    });

    // S2-6-03: only admins of a company with the chat feature open admin rooms.
    on('subscribeChannelAdmin', async (raw) => {
      const { access, room } = await subscribe(raw, 'company');
      const answer = { userFullname: fullName(access.roomUser), userAvatar: access.roomUser.profilePictureUrl, roomId: room.roomId };
      socket.emit('subscribe_channel_admin', answer);
      return answer;
    });

    on(
      'sendMessage',
      async (raw) => {
        const payload = parseSendMessage(raw);
        requireSameUser(payload.userId, actor.userId);
        const { access, room } = await usableRoom(payload.roomId);
        requireChatFeature(access.company);
        const { message, duplicate, broadcastPending } = await store.appendMessage({
          roomId: room.roomId,
          senderUserId: actor.userId,
          side: access.side,
          content: payload.content,
          name: speakerName(access.side === 'company', access.company.corporateName, access.roomUser),
          event: payload.event ?? 'message',
          createdAt: clock.now().toISOString(),
          clientMessageId: payload.clientMessageId ?? null,
        });
        // A resend of a message already broadcast (its ack was lost) is acknowledged again, not broadcast twice;
        // one whose instance died between storing and broadcasting it is broadcast now.
        if (duplicate && !broadcastPending) return message;
        nsp.to(await recipientsOf(room.userId, access.company.corporateId)).emit('channel_message', message);
        // Acknowledged once the broadcast has reached the other instances: one that dies right after cannot take it along.
        await ctx.broadcastsSent();
        if (broadcastPending) await store.markBroadcast(message.messageId);
        return message;
      },
      { admit: () => countSend(socket) },
    );

    on('readMessage', async (raw) => {
      const payload = parseRoomPayload(raw);
      requireSameUser(payload.userId, actor.userId);
      const { access, room } = await usableRoom(payload.roomId);
      await store.clearUnread(room.roomId, access.side);
      return { roomId: room.roomId, unreadMessagesCount: await store.unreadOfRoom(room.roomId, access.side) };
    });

    on('getRecentMessages', async (raw) => {
      const payload = parseGetRecentMessages(raw);
      const { room } = await usableRoom(payload.roomId);
      const messages =
        payload.afterMessageId === undefined
          ? await store.recentMessages(room.roomId, CHAT_RECENT_MESSAGES_LIMIT)
          : await store.messagesAfter(room.roomId, payload.afterMessageId, CHAT_RECENT_MESSAGES_LIMIT);
      const answer = { roomId: room.roomId, messages };
      socket.emit('recent_messages', answer);
      return answer;
    });
  });
}
