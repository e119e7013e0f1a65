import type { Socket } from 'socket.io-client';
import { CHAT_SOCKET_NAMESPACE, type ClientToServerEvents, type ServerToClientEvents } from '@klob/shared/api-contract/chat';
import { SOCKET_RECONNECT_TIMEOUT_MS } from './chat-constants';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatSocketOptions {
  socketUrl: string;
  userId: string;
  /** Read again at every (re)connection, so a refreshed token is used. */
  getToken: () => string | null;
}

/**
 * Opens the chat socket (spec 2 §7): userId in the query (S2-7-18), the id token in `auth`,
 * a reconnection every 5000 ms (S2-4-30). socket.io-client is loaded only here, in its own
 * chunk, when a signed-in user's widget mounts: it never weighs on a guest's first load.
 */
export async function openChatSocket({ socketUrl, userId, getToken }: ChatSocketOptions): Promise<ChatSocket> {
  const { io } = await import(/* webpackChunkName: "socket-io-client" */ 'socket.io-client');
  return io(`${socketUrl}${CHAT_SOCKET_NAMESPACE}`, {
    query: { userId },
    auth: (give) => give({ token: getToken() ?? '' }),
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: SOCKET_RECONNECT_TIMEOUT_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_TIMEOUT_MS,
    randomizationFactor: 0,
  });
}
