import type { ChatCounters, KlobBus, VacancyCard } from '@klob/shared';
import {
  CHAT_INTERNAL_ERROR_MESSAGE,
  CHAT_STATUS,
  chatRoomId,
  type ChatAckResponse,
  type ChatAction,
  type ChatActionAnswers,
  type ChatActionPayloads,
  type ChatCorporateStatusResult,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatRoom,
  type ChatSocketError,
} from '@klob/shared/api-contract/chat';
import { isSameCorporateId, VACANCY_CARD_TEXT_DELAY_MS, SOCKET_RECONNECT_TIMEOUT_MS } from './chat-constants';
import type { ChatApi } from './chat-api';
import type { ChatSocket } from './chat-socket';
import { mergeStored } from './message-list';
import { newClientMessageId, type Outbox, type PendingMessage } from './outbox';
import { vacancyCardMarkup } from './vacancy-card-markup';

/** How long a sent message waits for its acknowledgement before it shows as failed (with resend). */
export const SEND_ACK_TIMEOUT_MS = 10_000;

/** S2-3-06..08: the user's own role first, then one per administered company. */
export interface ChatRole {
  chatRoleId: string;
  chatRoleName: string;
  /** null for the user's own role. */
  corporateId: string | null;
  hasChat: boolean;
}

/** The special panels (S2-2-05) and the unknown-status message (S2-4-14). */
export type ChatPanel =
  | { kind: 'offline'; corporateId: string; status: ChatCorporateStatusResult }
  | { kind: 'noFeature'; corporateId: string }
  | { kind: 'unknownStatus'; corporateId: string };

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ChatState {
  open: boolean;
  minimised: boolean;
  expanded: boolean;
  /** S2-4-27..29: the connection flag. */
  connected: boolean;
  /** Whether the socket connected at least once (the connection-lost panel shows only after a drop). */
  everConnected: boolean;
  roles: ChatRole[];
  roleId: string | null;
  rooms: ChatRoom[];
  roomsStatus: LoadStatus;
  activeRoomId: string | null;
  /** Stored messages of the active room. */
  messages: ChatMessage[];
  /** S2-4-27: the loading-history flag, and the failure state (S2-8-01..05). */
  messagesStatus: LoadStatus;
  pending: PendingMessage[];
  panel: ChatPanel | null;
  vacancy: VacancyCard | null;
  /** The candidate whose profile is shown (S2-2-12): the chat is to a candidate. */
  candidateUserId: string | null;
  counters: ChatCounters;
  /** Unread messages per administered company (the /v1/chat/notification/corporates counts). */
  corporateUnread: Record<string, number>;
}

export interface ChatControllerOptions {
  userId: string;
  api: ChatApi;
  bus: KlobBus;
  outbox: Outbox;
  connect: () => Promise<ChatSocket>;
  /** Translated texts the controller puts in toasts. */
  texts: { emptyMessage: () => string };
}

const ZERO_COUNTERS: ChatCounters = { allMessage: 0, openMessage: 0, closeMessage: 0, totalUnread: 0, totalUnreadCorp: 0 };

type UntypedEmitter = { emitWithAck(event: string, payload: unknown): Promise<unknown> };

/**
 * The chat widget's state and its conversation with the api and the socket (spec 2 §4, issue 11),
 * outside React so that it is tested with a fake socket and torn down in one call.
 */
export class ChatController {
  private state: ChatState;
  private readonly listeners = new Set<() => void>();
  private socket: ChatSocket | null = null;
  private disposed = false;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private selectSequence = 0;
  private roomsSequence = 0;

  get userId(): string {
    return this.options.userId;
  }

  constructor(private readonly options: ChatControllerOptions) {
    this.state = {
      open: false,
      minimised: false,
      expanded: false,
      connected: false,
      everConnected: false,
      roles: [],
      roleId: options.userId,
      rooms: [],
      roomsStatus: 'idle',
      activeRoomId: null,
      messages: [],
      messagesStatus: 'idle',
      pending: options.outbox.read(),
      panel: null,
      vacancy: null,
      candidateUserId: null,
      counters: ZERO_COUNTERS,
      corporateUnread: {},
    };
  }

  // ---- React binding -------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ChatState => this.state;

  private update(patch: Partial<ChatState>): void {
    if (this.disposed) return;
    const before = this.state;
    this.state = { ...this.state, ...patch };
    if (patch.pending && patch.pending !== before.pending) this.options.outbox.write(this.state.pending);
    if (patch.counters && patch.counters !== before.counters) this.options.bus.setState('chatCounters', this.state.counters);
    for (const listener of this.listeners) listener();
  }

  private later(run: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.disposed) run();
    }, ms);
    this.timers.add(timer);
  }

  // ---- life cycle ------------------------------------------------------------

  async start(): Promise<void> {
    this.disposed = false;
    void this.loadRoles();
    void this.refreshCounters();
    try {
      const socket = await this.options.connect();
      if (this.disposed) {
        socket.close();
        return;
      }
      this.socket = socket;
      this.listen(socket);
    } catch (error) {
      console.error('[chat] the chat socket could not be opened', error);
    }
  }

  /** Closes the socket, removes its listeners and timers: nothing outlives the unit (issue 11). */
  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.socket) {
      this.socket.removeAllListeners();
      this.socket.close();
      this.socket = null;
    }
  }

  private listen(socket: ChatSocket): void {
    socket.on('connect', () => {
      const reconnected = this.state.everConnected;
      this.update({ connected: true, everConnected: true });
      // A room selected while the socket was away is loaded now; after a drop, what was missed.
      if (reconnected || this.state.activeRoomId) void this.catchUp();
      this.flushOutbox();
    });
    // S2-4-28, S2-4-29: an error or a close marks the connection off; socket.io reconnects every 5000 ms.
    socket.on('disconnect', (reason) => {
      this.update({ connected: false });
      // A server-side disconnect (session ended) is not retried by socket.io: try again with a fresh token.
      if (reason === 'io server disconnect') this.later(() => this.socket?.connect(), SOCKET_RECONNECT_TIMEOUT_MS);
    });
    socket.on('connect_error', () => {
      this.update({ connected: false });
      // A refusal by the server (an expired token) is not retried by socket.io: again in 5000 ms, with the token of then.
      if (!socket.active) this.later(() => this.socket?.connect(), SOCKET_RECONNECT_TIMEOUT_MS);
    });
    socket.on('channel_message', (message) => this.receive(message));
    socket.on('subscribe_channel', (answer) => this.roomJoined(answer.roomId));
    socket.on('subscribe_channel_admin', (answer) => this.roomJoined(answer.roomId));
    socket.on('chat_error', (error) => this.socketError(error));
    if (socket.connected) {
      this.update({ connected: true, everConnected: true });
      if (this.state.activeRoomId) void this.catchUp();
      this.flushOutbox();
    }
  }

  private async request<A extends ChatAction>(action: A, payload: ChatActionPayloads[A]): Promise<ChatActionAnswers[A]> {
    const socket = this.socket;
    if (!socket?.connected) throw new Error('chat socket not connected');
    const answer = (await (socket.timeout(SEND_ACK_TIMEOUT_MS) as unknown as UntypedEmitter).emitWithAck(
      action,
      payload,
    )) as ChatAckResponse<ChatActionAnswers[A]>;
    if (!answer.ok) throw new ChatRequestError(answer.error);
    return answer.data;
  }

  // ---- panel -----------------------------------------------------------------

  /** S2-4-01: opening loads the chat list. */
  setOpen(open: boolean): void {
    this.update({ open, minimised: false, ...(open ? {} : { panel: null }) });
    if (open) void this.loadRooms();
  }

  setMinimised(minimised: boolean): void {
    this.update({ minimised });
    if (!minimised) this.markActiveRead();
  }

  setExpanded(expanded: boolean): void {
    this.update({ expanded });
  }

  /** S2-2-10: the panel closes when the page path changes. */
  pathChanged(): void {
    if (this.state.open) this.update({ open: false, panel: null });
  }

  closePanel(): void {
    this.update({ panel: null });
  }

  // ---- roles and rooms -------------------------------------------------------

  private currentRole(): ChatRole | undefined {
    return this.state.roles.find((role) => role.chatRoleId === this.state.roleId);
  }

  private asCompany(): string | null {
    return this.currentRole()?.corporateId ?? null;
  }

  private async loadRoles(): Promise<void> {
    try {
      const detail = await this.options.api.authDetail();
      const own: ChatRole = {
        chatRoleId: detail.userId,
        chatRoleName: `${detail.firstName} ${detail.lastName}`.trim(),
        corporateId: null,
        hasChat: true,
      };
      const companies = detail.chatCorporateList.map((company) => ({
        chatRoleId: company.corporateId,
        chatRoleName: company.corporateName,
        corporateId: company.corporateId,
        hasChat: company.hasChat,
      }));
      this.update({ roles: [own, ...companies] });
      void this.refreshCounters();
    } catch (error) {
      console.error('[chat] chat roles could not be loaded', error);
    }
  }

  /** S2-4-32, S2-4-33: chat as oneself or as a managed company, with that role's histories. */
  switchRole(roleId: string): void {
    if (roleId === this.state.roleId) return;
    this.update({ roleId, activeRoomId: null, messages: [], messagesStatus: 'idle', panel: null });
    void this.loadRooms();
  }

  /** The histories of the current role (S2-7-06, S2-7-07); a failure shows 'Gagal Menampilkan History Chat'. */
  async loadRooms(): Promise<void> {
    const sequence = ++this.roomsSequence;
    const corporateId = this.asCompany();
    this.update({ roomsStatus: 'loading' });
    try {
      const rooms = corporateId
        ? await this.options.api.corporateHistory(corporateId)
        : await this.options.api.klobberHistory(this.options.userId);
      if (sequence !== this.roomsSequence) return;
      this.update({ rooms, roomsStatus: 'ready', counters: this.countersWith(this.state.counters, rooms) });
    } catch (error) {
      if (sequence !== this.roomsSequence) return;
      console.error('[chat] chat history could not be loaded', error);
      // S2-8-01: the list is emptied.
      this.update({ rooms: [], roomsStatus: 'failed' });
    }
  }

  /** S2-4-02, S2-4-03: selecting a room subscribes to it and loads its history. */
  async selectRoom(roomId: string): Promise<void> {
    const sequence = ++this.selectSequence;
    this.update({ activeRoomId: roomId, messages: [], messagesStatus: 'loading', panel: null });
    // Without the connection the room loads when it is back (catchUp).
    if (!this.socket?.connected) return;
    try {
      await this.subscribeTo(roomId);
      if (sequence !== this.selectSequence) return;
      await this.loadMessages(roomId, sequence);
    } catch (error) {
      if (sequence !== this.selectSequence) return;
      this.messagesFailed(error);
    }
  }

  private async subscribeTo(roomId: string): Promise<void> {
    const corporateId = this.asCompany();
    if (corporateId) await this.request('subscribeChannelAdmin', { roomId, userId: this.options.userId });
    else await this.request('subscribeChannel', { roomId, userId: this.options.userId });
  }

  private async loadMessages(roomId: string, sequence = this.selectSequence): Promise<void> {
    this.update({ messagesStatus: 'loading' });
    const answer = await this.request('getRecentMessages', { roomId });
    if (sequence !== this.selectSequence || this.state.activeRoomId !== roomId) return;
    // S2-4-24, S2-4-25: the list replaces the history and clears the loading flag.
    this.update({ messages: answer.messages, messagesStatus: 'ready' });
    this.markActiveRead();
  }

  private messagesFailed(error: unknown): void {
    console.error('[chat] messages could not be loaded', error);
    // S2-8-01, S2-8-02: the list is emptied and the failure view shows.
    this.update({ messages: [], messagesStatus: 'failed' });
  }

  /** S2-8-05: the refresh buttons retry. */
  refreshMessages(): void {
    const roomId = this.state.activeRoomId;
    if (roomId) void this.selectRoom(roomId);
  }

  private roomJoined(roomId: string): void {
    // S2-4-19, S2-4-20: a new room is added (the list is read again) and selected.
    if (!this.state.rooms.some((room) => room.roomId === roomId)) void this.loadRooms();
    if (this.state.activeRoomId !== roomId) void this.selectRoom(roomId);
  }

  backToRooms(): void {
    this.selectSequence++;
    this.update({ activeRoomId: null, messages: [], messagesStatus: 'idle' });
  }

  // ---- opening a company, a candidate ---------------------------------------

  /**
   * A company's chat (openChat, ?chat=on): its status decides (S2-4-04..14). Online opens the room
   * (created by subscribing when new) and lowers that company's unread count.
   */
  async openCompany(corporateId: string, vacancy: VacancyCard | null = null): Promise<void> {
    const ownRole = this.options.userId;
    this.update({ open: true, minimised: false, roleId: ownRole, vacancy, panel: null, candidateUserId: null });
    void this.loadRooms();
    let status: ChatCorporateStatusResult;
    try {
      status = await this.options.api.corporateStatus(corporateId);
    } catch (error) {
      console.error('[chat] the chat status could not be read', error);
      this.update({ panel: { kind: 'unknownStatus', corporateId } });
      return;
    }
    switch (status.chatStatus) {
      case CHAT_STATUS.online:
        await this.selectRoom(chatRoomId(corporateId, this.options.userId));
        return;
      case CHAT_STATUS.offline:
        this.update({ panel: { kind: 'offline', corporateId, status } });
        return;
      case CHAT_STATUS.noFeature:
        this.update({ panel: { kind: 'noFeature', corporateId } });
        return;
      default:
        this.update({ panel: { kind: 'unknownStatus', corporateId } });
    }
  }

  /** S2-4-11, S2-4-12: continue sending opens the room, or creates it by subscribing. */
  continueSending(): void {
    const panel = this.state.panel;
    if (panel?.kind !== 'offline') return;
    void this.selectRoom(chatRoomId(panel.corporateId, this.options.userId));
  }

  /** S2-2-12, S2-2-13: on a candidate's profile the chat is to that candidate, as admin. */
  setCandidate(candidateUserId: string | null): void {
    if (candidateUserId === this.state.candidateUserId) return;
    this.update({ candidateUserId });
  }

  /**
   * S2-4-15..18: the room of the candidate with the admin's company. It is selected when it exists;
   * otherwise the company's chat feature is checked: with it, subscribing as admin creates the room,
   * without it the no-feature panel shows.
   */
  async chatWithCandidate(): Promise<void> {
    const candidate = this.state.candidateUserId;
    const company =
      this.state.roles.find((role) => role.corporateId !== null && role.hasChat) ?? this.state.roles.find((role) => role.corporateId);
    if (!candidate || !company?.corporateId) return;
    const corporateId = company.corporateId;
    if (this.state.roleId !== company.chatRoleId) this.switchRole(company.chatRoleId);
    const roomId = chatRoomId(corporateId, candidate);
    // The company's rooms as they are now (the list shown may still be loading after the role switch).
    const rooms = await this.options.api.corporateHistory(corporateId).catch(() => this.state.rooms);
    if (rooms.some((room) => room.roomId === roomId)) {
      await this.selectRoom(roomId);
      return;
    }
    let hasChat: boolean;
    try {
      hasChat = await this.options.api.authorizationFlag(corporateId);
    } catch (error) {
      // S2-8-08, S2-8-09: an alert with the error message; the call is rejected.
      this.options.bus.emit('toast', { kind: 'danger', message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    if (hasChat) await this.selectRoom(roomId);
    else this.update({ panel: { kind: 'noFeature', corporateId } });
  }

  // ---- messages --------------------------------------------------------------

  private receive(message: ChatMessage): void {
    const mine = this.state.pending.find(
      (entry) => entry.clientMessageId === message.clientMessageId && message.userId === this.options.userId,
    );
    if (mine) this.update({ pending: this.state.pending.filter((entry) => entry !== mine) });
    const rooms = this.state.rooms.map((room) =>
      room.roomId === message.roomId ? { ...room, lastMessage: message, timestamp: message.timestamp } : room,
    );
    const isKnownRoom = rooms.some((room) => room.roomId === message.roomId);
    const isActive = this.state.activeRoomId === message.roomId;
    const fromMe = message.userId === this.options.userId;
    if (isActive) {
      // S2-4-21, S2-4-22: appended to the active room, which is marked as read.
      this.update({ messages: mergeStored(this.state.messages, [message]), rooms });
      if (!fromMe) this.markActiveRead();
      return;
    }
    if (fromMe) {
      this.update({ rooms });
      return;
    }
    // S2-4-23: another room's unread count goes up, and the header badge with it.
    const raised = rooms.map((room) =>
      room.roomId === message.roomId ? { ...room, unreadMessagesCount: room.unreadMessagesCount + 1 } : room,
    );
    this.update({ rooms: raised, counters: this.countersWith(this.raisedCounters(message), raised) });
    if (!isKnownRoom && this.state.open) void this.loadRooms();
  }

  private raisedCounters(message: ChatMessage): ChatCounters {
    const counters = { ...this.state.counters };
    const corporateId = message.roomId.split('|', 1)[0] ?? '';
    if (message.isAdmin) counters.totalUnread++;
    else if (this.state.roles.some((role) => role.corporateId && isSameCorporateId(role.corporateId, corporateId))) {
      counters.totalUnreadCorp++;
      const key = Object.keys(this.state.corporateUnread).find((id) => isSameCorporateId(id, corporateId)) ?? corporateId;
      this.update({ corporateUnread: { ...this.state.corporateUnread, [key]: (this.state.corporateUnread[key] ?? 0) + 1 } });
    }
    return counters;
  }

  private countersWith(base: ChatCounters, rooms: readonly ChatRoom[]): ChatCounters {
    const openMessage = rooms.filter((room) => room.unreadMessagesCount > 0).length;
    return {
      ...base,
      allMessage: base.totalUnread + base.totalUnreadCorp,
      openMessage,
      closeMessage: rooms.length - openMessage,
    };
  }

  /** The counters from the notification calls (S2-7-04, S2-7-05); a failure is only logged. */
  async refreshCounters(): Promise<void> {
    try {
      const companies = this.state.roles.filter((role) => role.corporateId && role.hasChat).map((role) => role.corporateId as string);
      const [klobber, corporate] = await Promise.all([
        this.options.api.klobberNotification(this.options.userId),
        companies.length > 0 ? this.options.api.corporateNotification(companies, this.options.userId) : null,
      ]);
      const base = { ...this.state.counters, totalUnread: klobber.newMessage, totalUnreadCorp: corporate?.counter ?? 0 };
      const corporateUnread = Object.fromEntries((corporate?.corporates ?? []).map((entry) => [entry.corporateId, entry.count]));
      this.update({ counters: this.countersWith(base, this.state.rooms), corporateUnread });
    } catch (error) {
      console.error('[chat] chat counters could not be read', error);
    }
  }

  /** S2-4-22, S2-4-05: the open room is read; its unread count and the counters go down. */
  private markActiveRead(): void {
    const roomId = this.state.activeRoomId;
    if (!roomId || !this.state.open || this.state.minimised || !this.socket?.connected) return;
    this.update({ rooms: this.state.rooms.map((room) => (room.roomId === roomId ? { ...room, unreadMessagesCount: 0 } : room)) });
    this.request('readMessage', { roomId, userId: this.options.userId }).then(
      () => this.refreshCounters(),
      (error: unknown) => console.error('[chat] the room could not be marked as read', error),
    );
  }

  setVacancy(vacancy: VacancyCard | null): void {
    this.update({ vacancy });
  }

  /**
   * S2-4-34..36: an empty message shows the toast; an attached vacancy card goes first, the typed
   * text 500 ms after it. Answers whether the text was taken (the box is then emptied).
   */
  send(text: string): boolean {
    const roomId = this.state.activeRoomId;
    const content = text.trim();
    const vacancy = this.state.vacancy;
    if (!roomId) return false;
    if (!content && !vacancy) {
      this.options.bus.emit('toast', { kind: 'warning', message: this.options.texts.emptyMessage() });
      return false;
    }
    if (vacancy) {
      this.update({ vacancy: null });
      this.enqueue(roomId, vacancyCardMarkup(vacancy), 'vacancy');
      if (content) this.later(() => this.enqueue(roomId, content, 'message'), VACANCY_CARD_TEXT_DELAY_MS);
      return true;
    }
    this.enqueue(roomId, content, 'message');
    return true;
  }

  private enqueue(roomId: string, content: string, event: ChatMessageEvent): void {
    const entry: PendingMessage = {
      clientMessageId: newClientMessageId(),
      roomId,
      content,
      event,
      createdAt: new Date().toISOString(),
      delivery: 'sending',
    };
    this.update({ pending: [...this.state.pending, entry] });
    void this.deliver(entry);
  }

  /** The resend action of a failed message: the same client id, so the server stores it once. */
  resend(clientMessageId: string): void {
    const entry = this.state.pending.find((candidate) => candidate.clientMessageId === clientMessageId);
    if (!entry) return;
    const sending: PendingMessage = { ...entry, delivery: 'sending' };
    this.update({ pending: this.state.pending.map((candidate) => (candidate === entry ? sending : candidate)) });
    void this.deliver(sending);
  }

  private flushOutbox(): void {
    for (const entry of this.state.pending) if (entry.delivery === 'sending') void this.deliver(entry);
  }

  private async deliver(entry: PendingMessage): Promise<void> {
    // Waiting for the connection: sent when it is back (flushOutbox), never lost.
    if (!this.socket?.connected) return;
    try {
      const stored = await this.request('sendMessage', {
        userId: this.options.userId,
        roomId: entry.roomId,
        content: entry.content,
        event: entry.event,
        clientMessageId: entry.clientMessageId,
      });
      this.delivered(entry.clientMessageId, stored);
    } catch (error) {
      if (this.disposed) return;
      // A drop on the way: it stays 'sending' and goes again after the reconnect (the server stores it once).
      if (!this.socket?.connected && !(error instanceof ChatRequestError)) return;
      console.error('[chat] a message could not be sent', error);
      this.update({
        pending: this.state.pending.map((candidate) =>
          candidate.clientMessageId === entry.clientMessageId ? { ...candidate, delivery: 'failed' } : candidate,
        ),
      });
    }
  }

  private delivered(clientMessageId: string, stored: ChatMessage): void {
    const pending = this.state.pending.filter((entry) => entry.clientMessageId !== clientMessageId);
    const isActive = this.state.activeRoomId === stored.roomId;
    this.update({ pending, ...(isActive ? { messages: mergeStored(this.state.messages, [stored]) } : {}) });
  }

  /** After a reconnect: the active room again, what it missed (no duplicates), the list and counters. */
  private async catchUp(): Promise<void> {
    const roomId = this.state.activeRoomId;
    const sequence = this.selectSequence;
    // Read before the outbox is flushed: its acks are newer than what this socket missed.
    const lastSeen = this.state.messagesStatus === 'ready' ? this.state.messages.at(-1)?.messageId : undefined;
    if (this.state.open) void this.loadRooms();
    void this.refreshCounters();
    if (!roomId) return;
    try {
      await this.subscribeTo(roomId);
      const answer = await this.request('getRecentMessages', lastSeen === undefined ? { roomId } : { roomId, afterMessageId: lastSeen });
      if (sequence !== this.selectSequence || this.state.activeRoomId !== roomId) return;
      this.update({ messages: mergeStored(this.state.messages, answer.messages), messagesStatus: 'ready' });
      this.markActiveRead();
    } catch (error) {
      console.error('[chat] catching up after the reconnect failed', error);
    }
  }

  private socketError(error: ChatSocketError): void {
    // S2-4-26: 'Internal server error' shows the failure state with its refresh button.
    if (error.message === CHAT_INTERNAL_ERROR_MESSAGE) this.update({ messages: [], messagesStatus: 'failed' });
  }
}

/** A socket action the server answered with an error. */
export class ChatRequestError extends Error {
  constructor(readonly error: ChatSocketError) {
    super(error.message);
  }
}
