/** Test-only helpers of the chat module: socket clients and the chat service's basic credentials. */
import { io as connectSocket, type Socket as ClientSocket } from 'socket.io-client';
import {
  CHAT_SOCKET_NAMESPACE,
  type ChatAckResponse,
  type ChatAction,
  type ChatActionAnswers,
  type ChatActionPayloads,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@klob/shared/api-contract/chat';
import { apiModulesWith, type TestApi } from '../../testing/index.js';
import { createChatModule } from './index.js';
import type { Clock } from './clock.js';

export type ChatClient = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

/** Every module of the api, the chat module built on `clock`. */
export const modulesWithChatClock = (clock: Clock) => apiModulesWith(createChatModule({ clock }));

export function basicAuthHeader(credentials: { user: string; password: string }): string {
  return `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`, 'utf8').toString('base64')}`;
}

/** The body a chat service call (spec 2 §7) answers, made with the configured credentials. */
export async function chatServiceBody(running: TestApi, path: string): Promise<unknown> {
  const answer = await running.call('GET', path, { headers: { authorization: basicAuthHeader(running.config.chatBasicAuth) } });
  return answer.body;
}

/** Connects a chat client; resolves once connected, rejects with the server's connect_error. */
export function connectChat(baseUrl: string, query: Record<string, string>, auth: Record<string, string>): Promise<ChatClient> {
  const socket: ChatClient = connectSocket(`${baseUrl}${CHAT_SOCKET_NAMESPACE}`, {
    query,
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the next payload of `event` on `socket`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ChatClient,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => resolve(payload);
    (socket as unknown as { once(name: string, handler: typeof listener): void }).once(event, listener);
  });
}

/** Emits an action with an acknowledgement and resolves with its typed answer. */
export function request<A extends ChatAction>(
  socket: ChatClient,
  action: A,
  payload: ChatActionPayloads[A],
): Promise<ChatAckResponse<ChatActionAnswers[A]>> {
  // socket.io cannot infer the type of an optional ack (ClientToServerEvents): the contract's maps give it.
  const untyped = socket as unknown as { emitWithAck(event: string, payload: unknown): Promise<unknown> };
  return untyped.emitWithAck(action, payload) as Promise<ChatAckResponse<ChatActionAnswers[A]>>;
}
