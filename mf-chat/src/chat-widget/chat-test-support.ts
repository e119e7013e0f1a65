import type { AuthStateChannel, KlobServices } from '@klob/shared';
import { createFakeHttpClient, createTestBus, createTestI18n, createTestServices, type FakeHttpClient } from '@klob/shared/testing';
import {
  CHAT_PATHS,
  chatRoomId,
  type ChatAckResponse,
  type ChatAuthDetailResult,
  type ChatCorporateStatusResult,
  type ChatMessage,
  type ChatRoom,
} from '@klob/shared/api-contract/chat';
import { CHAT_NAMESPACE } from './chat-namespace';
import { chatTranslations } from '../texts/chat';

export const USER_ID = 'USR-KLOBBER-0001';
export const COMPANY_ID = 'CORP-NUSANTARA';
export const ROOM_ID = chatRoomId(COMPANY_ID, USER_ID);

export const SIGNED_IN: AuthStateChannel = {
  isAuthenticated: true,
  isAuthenticating: false,
  user: { userId: USER_ID, firstName: 'Kirana', lastName: 'Lestari', profilePictureUrl: null, emailLogin: 'klobber@klob.id' },
};

export const AUTH_DETAIL: ChatAuthDetailResult = {
  userId: USER_ID,
  firstName: 'Kirana',
  lastName: 'Lestari',
  profilePictureUrl: null,
  chatCorporateList: [],
};

export const ADMIN_DETAIL: ChatAuthDetailResult = {
  ...AUTH_DETAIL,
  chatCorporateList: [
    { corporateId: COMPANY_ID, corporateName: 'PT Nusantara Digital', hasChat: true },
    { corporateId: 'CORP-SAMUDRA', corporateName: 'PT Samudra Logistik', hasChat: false },
  ],
};

let nextMessageId = 100;
export function storedMessage(patch: Partial<ChatMessage> = {}): ChatMessage {
  return {
    messageId: nextMessageId++,
    userId: 'USR-HR-0001',
    roomId: ROOM_ID,
    content: 'Halo dari HR',
    event: 'message',
    timestamp: '2026-03-02T03:15:00.000Z',
    isAdmin: true,
    name: 'PT Nusantara Digital',
    clientMessageId: null,
    ...patch,
  };
}

export function room(patch: Partial<ChatRoom> = {}): ChatRoom {
  return {
    roomId: ROOM_ID,
    userId: USER_ID,
    chatName: 'PT Nusantara Digital',
    avatar: null,
    unreadMessagesCount: 0,
    corporate: { corporateId: COMPANY_ID, corporateName: 'PT Nusantara Digital', logoUrl: null },
    lastMessage: null,
    timestamp: '2026-03-02T03:00:00.000Z',
    ...patch,
  };
}

export const onlineStatus: ChatCorporateStatusResult = { chatStatus: 'CHAT_SCHEDULE_ONLINE', chatSchedule: [], nextOffline: [] };

type Handler = (...args: unknown[]) => void;
type Responder = (payload: Record<string, unknown>) => ChatAckResponse<unknown> | Promise<ChatAckResponse<unknown>> | null;

/**
 * A socket.io client stand-in with the calls the controller uses. Actions are answered by
 * `respond` (null: never answered); the test drives server events with `serverEmit`.
 */
export class FakeChatSocket {
  connected = false;
  closed = false;
  active = true;
  readonly emitted: { action: string; payload: Record<string, unknown> }[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  respond: Record<string, Responder> = {};

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  listenerCount() {
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
  }
  close() {
    this.closed = true;
    this.connected = false;
    return this;
  }
  connect() {
    this.serverConnect();
    return this;
  }
  timeout() {
    return this;
  }
  async emitWithAck(action: string, payload: Record<string, unknown>): Promise<unknown> {
    this.emitted.push({ action, payload });
    const responder = this.respond[action];
    const answer = responder ? await responder(payload) : { ok: true, data: {} };
    if (answer === null) return new Promise(() => undefined);
    return answer;
  }
  serverEmit(event: string, ...args: unknown[]) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }
  serverConnect() {
    this.connected = true;
    this.serverEmit('connect');
  }
  serverDrop(reason = 'transport close') {
    this.connected = false;
    this.serverEmit('disconnect', reason);
  }
  actions(action: string) {
    return this.emitted.filter((entry) => entry.action === action).map((entry) => entry.payload);
  }
}

/** Default answers: subscribe, recent messages of `messages`, read and send (stored with the next id). */
export function answerLikeTheServer(socket: FakeChatSocket, messages: ChatMessage[] = []) {
  socket.respond = {
    subscribeChannel: (payload) => ({ ok: true, data: { corporateName: 'PT Nusantara Digital', avatar: null, roomId: payload.roomId } }),
    subscribeChannelAdmin: (payload) => ({ ok: true, data: { userFullname: 'Kirana Lestari', userAvatar: null, roomId: payload.roomId } }),
    getRecentMessages: (payload) => ({
      ok: true,
      data: {
        roomId: payload.roomId,
        messages: messages.filter(
          (message) => payload.afterMessageId === undefined || message.messageId > (payload.afterMessageId as number),
        ),
      },
    }),
    readMessage: (payload) => ({ ok: true, data: { roomId: payload.roomId, unreadMessagesCount: 0 } }),
    sendMessage: (payload) => {
      const message = storedMessage({
        userId: USER_ID,
        isAdmin: false,
        name: 'Kirana Lestari',
        roomId: payload.roomId as string,
        content: payload.content as string,
        event: (payload.event as ChatMessage['event']) ?? 'message',
        clientMessageId: (payload.clientMessageId as string) ?? null,
      });
      messages.push(message);
      return { ok: true, data: message };
    },
  };
}

export interface ChatTestSetup {
  services: KlobServices;
  service: FakeHttpClient;
}

/** Services for a signed-in klobber (or an admin with `detail`), the chat calls answered. */
export function createChatServices({
  detail = AUTH_DETAIL,
  rooms = [room()],
  status = onlineStatus,
  offline = false,
}: { detail?: ChatAuthDetailResult; rooms?: ChatRoom[]; status?: ChatCorporateStatusResult; offline?: boolean } = {}): ChatTestSetup {
  const envelope = (result: unknown) => ({ status: 200, message: 'success', result });
  const service = createFakeHttpClient({
    [`GET ${CHAT_PATHS.authDetail}`]: envelope(detail),
    [`GET ${CHAT_PATHS.corporateStatus}`]: envelope(status),
    [`GET ${CHAT_PATHS.authorizationFlag}`]: envelope(true),
    [`GET ${CHAT_PATHS.klobberHistory}`]: { data: rooms },
    [`GET ${CHAT_PATHS.corporateHistory}`]: { data: [] },
    [`GET ${CHAT_PATHS.klobberNotification}`]: { data: { newMessage: 2 } },
    [`GET ${CHAT_PATHS.corporateNotification}`]: { data: { corporates: [{ corporateId: COMPANY_ID, count: 3 }], counter: 3 } },
  });
  const services = createTestServices({
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
    i18n: createTestI18n({ resources: { id: { [CHAT_NAMESPACE]: chatTranslations.id } }, defaultNamespace: CHAT_NAMESPACE }),
    bus: createTestBus({ auth: SIGNED_IN, offline }).as('mf_chat'),
    auth: { getIdToken: () => 'id-token', isAuthenticated: () => true, requireLogin: () => undefined },
  });
  return { services, service };
}
