import type {
  ChatAckResponse,
  ChatAction,
  ChatActionAnswers,
  ChatActionPayloads,
  ChatMessage,
  ChatSocketError,
} from '@klob/shared/api-contract/chat';
import { SOCKET_RECONNECT_TIMEOUT_MS } from './chat-constants';
import type { ChatSocket } from './chat-socket';

/** How long a sent message waits for its acknowledgement before it shows as failed (with resend). */
export const SEND_ACK_TIMEOUT_MS = 10_000;

/** A socket action the server answered with an error. */
export class ChatRequestError extends Error {
  constructor(readonly error: ChatSocketError) {
    super(error.message);
  }
}

/** What the socket tells the other parts. */
export interface ChatTransportEvents {
  connected(): void;
  disconnected(): void;
  message(message: ChatMessage): void;
  roomJoined(roomId: string): void;
  error(error: ChatSocketError): void;
}

type UntypedEmitter = { emitWithAck(event: string, payload: unknown): Promise<unknown> };

/**
 * The chat socket: opened once, its events handed to the parts, its actions acknowledged within
 * SEND_ACK_TIMEOUT_MS. socket.io reconnects by itself after a drop; a refusal or a server-side disconnect
 * (an expired token, an ended session) is tried again here after SOCKET_RECONNECT_TIMEOUT_MS with the token of then.
 */
export class ChatTransport {
  private socket: ChatSocket | null = null;
  private closed = false;

  constructor(
    private readonly connect: () => Promise<ChatSocket>,
    private readonly events: ChatTransportEvents,
    private readonly later: (run: () => void, ms: number) => void,
  ) {}

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  async open(): Promise<void> {
    this.closed = false;
    try {
      const socket = await this.connect();
      if (this.closed) {
        socket.close();
        return;
      }
      this.socket = socket;
      this.listen(socket);
    } catch (error) {
      console.error('[chat] the chat socket could not be opened', error);
    }
  }

  async request<A extends ChatAction>(action: A, payload: ChatActionPayloads[A]): Promise<ChatActionAnswers[A]> {
    const socket = this.socket;
    if (!socket?.connected) throw new Error('chat socket not connected');
    const answer = (await (socket.timeout(SEND_ACK_TIMEOUT_MS) as unknown as UntypedEmitter).emitWithAck(
      action,
      payload,
    )) as ChatAckResponse<ChatActionAnswers[A]>;
    if (!answer.ok) throw new ChatRequestError(answer.error);
    return answer.data;
  }

  /** Closes the socket and removes its listeners: nothing outlives the unit (issue 11). */
  close(): void {
    this.closed = true;
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.close();
    this.socket = null;
  }

  private reconnectLater(): void {
    this.later(() => this.socket?.connect(), SOCKET_RECONNECT_TIMEOUT_MS);
  }

  private listen(socket: ChatSocket): void {
    socket.on('connect', () => this.events.connected());
    // S2-4-28, S2-4-29: an error or a close marks the connection off; socket.io reconnects every 5000 ms.
    socket.on('disconnect', (reason) => {
      this.events.disconnected();
      if (reason === 'io server disconnect') this.reconnectLater();
    });
    socket.on('connect_error', () => {
      this.events.disconnected();
      if (!socket.active) this.reconnectLater();
    });
    socket.on('channel_message', (message) => this.events.message(message));
    socket.on('subscribe_channel', (answer) => this.events.roomJoined(answer.roomId));
    socket.on('subscribe_channel_admin', (answer) => this.events.roomJoined(answer.roomId));
    socket.on('chat_error', (error) => this.events.error(error));
    if (socket.connected) this.events.connected();
  }
}
