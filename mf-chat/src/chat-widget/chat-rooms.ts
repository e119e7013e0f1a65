import type { KlobBus, VacancyCard } from '@klob/shared';
import {
  CHAT_INTERNAL_ERROR_MESSAGE,
  CHAT_STATUS,
  chatRoomId,
  type ChatCorporateStatusResult,
  type ChatMessage,
  type ChatSocketError,
} from '@klob/shared/api-contract/chat';
import type { ChatApi } from './chat-api';
import { countersWith, raisedBy, refreshCounters } from './chat-counters';
import type { ChatRole, ChatStore } from './chat-state';
import type { ChatTransport } from './chat-transport';
import { mergeStored } from './message-list';

/**
 * The roles, rooms and messages of the widget (spec 2 §4): which role chats, its room list, the room
 * shown and its history, what arrives on the socket, and catching up after a reconnect. Late answers of
 * an earlier selection or role are dropped (sequence numbers).
 */
export class ChatRooms {
  private selectSequence = 0;
  private roomsSequence = 0;
  private openSequence = 0;
  /** Companies whose offline hours the user has seen and chosen to write anyway (S2-4-11): asked again, their room opens. */
  private readonly continuedOffline = new Set<string>();

  constructor(
    private readonly store: ChatStore,
    private readonly transport: ChatTransport,
    private readonly options: { userId: string; api: ChatApi; bus: KlobBus },
  ) {}

  refreshCounters(): Promise<void> {
    return refreshCounters(this.store, this.options.api, this.options.userId);
  }

  private asCompany(): string | null {
    const { roles, roleId } = this.store.state;
    return roles.find((role) => role.chatRoleId === roleId)?.corporateId ?? null;
  }

  /** The user's chat roles, then the counters (the companies' counts need the roles; the user's own come without). */
  async loadRoles(): Promise<void> {
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
      this.store.update({ roles: [own, ...companies] });
    } catch (error) {
      console.error('[chat] chat roles could not be loaded', error);
    }
    await this.refreshCounters();
  }

  /** S2-4-32, S2-4-33: chat as oneself or as a managed company, with that role's histories. */
  switchRole(roleId: string): void {
    if (roleId === this.store.state.roleId) return;
    this.store.update({ roleId, activeRoomId: null, messages: [], messagesStatus: 'idle', panel: null });
    void this.loadRooms();
  }

  /** The histories of the current role (S2-7-06, S2-7-07); a failure shows 'Gagal Menampilkan History Chat'. */
  async loadRooms(): Promise<void> {
    const sequence = ++this.roomsSequence;
    const corporateId = this.asCompany();
    this.store.update({ roomsStatus: 'loading' });
    try {
      const rooms = corporateId
        ? await this.options.api.corporateHistory(corporateId)
        : await this.options.api.klobberHistory(this.options.userId);
      if (sequence !== this.roomsSequence) return;
      this.store.update({ rooms, roomsStatus: 'ready', counters: countersWith(this.store.state.counters, rooms) });
    } catch (error) {
      if (sequence !== this.roomsSequence) return;
      console.error('[chat] chat history could not be loaded', error);
      // S2-8-01: the list is emptied.
      this.store.update({ rooms: [], roomsStatus: 'failed' });
    }
  }

  /** S2-4-02, S2-4-03: selecting a room subscribes to it and loads its history. */
  async selectRoom(roomId: string): Promise<void> {
    const sequence = ++this.selectSequence;
    this.store.update({ activeRoomId: roomId, messages: [], messagesStatus: 'loading', panel: null });
    // Without the connection the room loads when it is back (catchUp).
    if (!this.transport.connected) return;
    try {
      await this.subscribeTo(roomId);
      if (sequence !== this.selectSequence) return;
      await this.loadMessages(roomId, sequence);
    } catch (error) {
      if (sequence !== this.selectSequence) return;
      console.error('[chat] messages could not be loaded', error);
      // S2-8-01, S2-8-02: the list is emptied and the failure view shows.
      this.store.update({ messages: [], messagesStatus: 'failed' });
    }
  }

  /** S2-8-05: the refresh buttons retry. */
  refreshMessages(): void {
    const roomId = this.store.state.activeRoomId;
    if (roomId) void this.selectRoom(roomId);
  }

  backToRooms(): void {
    this.selectSequence++;
    this.store.update({ activeRoomId: null, messages: [], messagesStatus: 'idle' });
  }

  /** S2-4-19, S2-4-20: a new room is added (the list is read again) and selected. */
  roomJoined(roomId: string): void {
    const { rooms, activeRoomId } = this.store.state;
    if (!rooms.some((room) => room.roomId === roomId)) void this.loadRooms();
    if (activeRoomId !== roomId) void this.selectRoom(roomId);
  }

  /**
   * A company's chat (openChat, ?chat=on): its status decides (S2-4-04..14). Online opens the room
   * (created by subscribing when new) and lowers that company's unread count.
   */
  async openCompany(corporateId: string, vacancy: VacancyCard | null = null): Promise<void> {
    // A second ask (a page mounted twice, a second click) while the status loads: only the latest one answers.
    const sequence = ++this.openSequence;
    this.store.update({ open: true, minimised: false, roleId: this.options.userId, vacancy, panel: null, candidateUserId: null });
    void this.loadRooms();
    let status: ChatCorporateStatusResult;
    try {
      status = await this.options.api.corporateStatus(corporateId);
    } catch (error) {
      if (sequence !== this.openSequence) return;
      console.error('[chat] the chat status could not be read', error);
      this.store.update({ panel: { kind: 'unknownStatus', corporateId } });
      return;
    }
    if (sequence !== this.openSequence) return;
    switch (status.chatStatus) {
      case CHAT_STATUS.online:
        await this.selectRoom(chatRoomId(corporateId, this.options.userId));
        return;
      case CHAT_STATUS.offline:
        if (this.continuedOffline.has(corporateId)) await this.selectRoom(chatRoomId(corporateId, this.options.userId));
        else this.store.update({ panel: { kind: 'offline', corporateId, status } });
        return;
      case CHAT_STATUS.noFeature:
        this.store.update({ panel: { kind: 'noFeature', corporateId } });
        return;
      default:
        this.store.update({ panel: { kind: 'unknownStatus', corporateId } });
    }
  }

  /** S2-4-11, S2-4-12: continue sending opens the room, or creates it by subscribing. */
  continueSending(): void {
    const { panel } = this.store.state;
    if (panel?.kind !== 'offline') return;
    this.continuedOffline.add(panel.corporateId);
    void this.selectRoom(chatRoomId(panel.corporateId, this.options.userId));
  }

  /**
   * S2-4-15..18: the room of the candidate with the admin's company. It is selected when it exists;
   * otherwise the company's chat feature is checked: with it, subscribing as admin creates the room,
   * without it the no-feature panel shows.
   */
  async chatWithCandidate(): Promise<void> {
    const { candidateUserId: candidate, roles } = this.store.state;
    const company = roles.find((role) => role.corporateId !== null && role.hasChat) ?? roles.find((role) => role.corporateId);
    if (!candidate || !company?.corporateId) return;
    const corporateId = company.corporateId;
    if (this.store.state.roleId !== company.chatRoleId) this.switchRole(company.chatRoleId);
    const roomId = chatRoomId(corporateId, candidate);
    // The company's rooms as they are now (the list shown may still be loading after the role switch).
    const rooms = await this.options.api.corporateHistory(corporateId).catch(() => this.store.state.rooms);
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
    else this.store.update({ panel: { kind: 'noFeature', corporateId } });
  }

  /** A message on the socket: into the active room (read at once), or another room's unread count up (S2-4-21..23). */
  receive(message: ChatMessage): void {
    const { state } = this.store;
    const rooms = state.rooms.map((room) =>
      room.roomId === message.roomId ? { ...room, lastMessage: message, timestamp: message.timestamp } : room,
    );
    const isKnownRoom = rooms.some((room) => room.roomId === message.roomId);
    const fromMe = message.userId === this.options.userId;
    if (state.activeRoomId === message.roomId) {
      this.store.update({ messages: mergeStored(state.messages, [message]), rooms });
      if (!fromMe) this.markActiveRead();
      return;
    }
    if (fromMe) {
      this.store.update({ rooms });
      return;
    }
    const raisedRooms = rooms.map((room) =>
      room.roomId === message.roomId ? { ...room, unreadMessagesCount: room.unreadMessagesCount + 1 } : room,
    );
    const raised = raisedBy(state, message);
    this.store.update({
      rooms: raisedRooms,
      corporateUnread: raised.corporateUnread,
      counters: countersWith(raised.counters, raisedRooms),
    });
    if (!isKnownRoom && state.open) void this.loadRooms();
  }

  /** S2-4-22, S2-4-05: the open room is read; its unread count and the counters go down. */
  markActiveRead(): void {
    const { activeRoomId: roomId, open, minimised, rooms } = this.store.state;
    if (!roomId || !open || minimised || !this.transport.connected) return;
    this.store.update({ rooms: rooms.map((room) => (room.roomId === roomId ? { ...room, unreadMessagesCount: 0 } : room)) });
    this.transport.request('readMessage', { roomId, userId: this.options.userId }).then(
      () => this.refreshCounters(),
      (error: unknown) => console.error('[chat] the room could not be marked as read', error),
    );
  }

  /** After a reconnect: the active room again, what it missed (no duplicates), the list and counters. */
  async catchUp(): Promise<void> {
    const { activeRoomId: roomId, messagesStatus, messages, open } = this.store.state;
    const sequence = this.selectSequence;
    // Read before the outbox is flushed: its acks are newer than what this socket missed.
    const lastSeen = messagesStatus === 'ready' ? messages.at(-1)?.messageId : undefined;
    if (open) void this.loadRooms();
    void this.refreshCounters();
    if (!roomId) return;
    try {
      await this.subscribeTo(roomId);
      const answer = await this.transport.request(
        'getRecentMessages',
        lastSeen === undefined ? { roomId } : { roomId, afterMessageId: lastSeen },
      );
      if (sequence !== this.selectSequence || this.store.state.activeRoomId !== roomId) return;
      this.store.update({ messages: mergeStored(this.store.state.messages, answer.messages), messagesStatus: 'ready' });
      this.markActiveRead();
    } catch (error) {
      console.error('[chat] catching up after the reconnect failed', error);
    }
  }

  /** S2-4-26: 'Internal server error' shows the failure state with its refresh button. */
  socketError(error: ChatSocketError): void {
    if (error.message === CHAT_INTERNAL_ERROR_MESSAGE) this.store.update({ messages: [], messagesStatus: 'failed' });
  }

  private async subscribeTo(roomId: string): Promise<void> {
    if (this.asCompany()) await this.transport.request('subscribeChannelAdmin', { roomId, userId: this.options.userId });
    else await this.transport.request('subscribeChannel', { roomId, userId: this.options.userId });
  }

  private async loadMessages(roomId: string, sequence: number): Promise<void> {
    this.store.update({ messagesStatus: 'loading' });
    const answer = await this.transport.request('getRecentMessages', { roomId });
    if (sequence !== this.selectSequence || this.store.state.activeRoomId !== roomId) return;
    // S2-4-24, S2-4-25: the list replaces the history and clears the loading flag.
    this.store.update({ messages: answer.messages, messagesStatus: 'ready' });
    this.markActiveRead();
  }
}
