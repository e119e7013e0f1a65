/** Test-only helpers of the chat module: a test api with an injected clock, tokens and socket clients. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { loadConfig } from '../../config.js';
import { buildApi, type KlobApi } from '../../server.js';
import { apiModules } from '../index.js';
import type { Clock } from './clock.js';
import { CHAT_MODULE_NAME, createChatModule } from './index.js';

/** Starting an api seeds every module (bcrypt included): generous when the machine is busy. */
export const API_START_TIMEOUT_MS = 30_000;

export type ChatClient = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatTestApi {
  api: KlobApi;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Like startTestApi, with every module of the api but the chat module built on `clock`. */
export async function startChatTestApi(clock: Clock): Promise<ChatTestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-chat-test-'));
  const config = loadConfig({
    port: 0,
    host: '127.0.0.1',
    databasePath: path.join(dir, 'test.db'),
    uploadDir: path.join(dir, 'uploads'),
    logLevel: 'silent',
    authRateLimitPerMinute: 1000,
  });
  const modules = apiModules.map((module) => (module.name === CHAT_MODULE_NAME ? createChatModule({ clock }) : module));
  const api = await buildApi(config, modules);
  const baseUrl = await api.listen();
  return {
    api,
    baseUrl,
    async stop() {
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const signIdToken = (api: KlobApi, userId: string, email = `${userId.toLowerCase()}@klob.test`) =>
  api.ctx.tokens.sign({ userId, email, use: 'id' });

export function basicAuthHeader(credentials: { user: string; password: string }): string {
  return `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`, 'utf8').toString('base64')}`;
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
