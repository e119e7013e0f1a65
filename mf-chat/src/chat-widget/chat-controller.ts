import type { KlobBus, VacancyCard } from '@klob/shared';
import type { ChatApi } from './chat-api';
import { ChatRooms } from './chat-rooms';
import type { ChatSocket } from './chat-socket';
import { ChatStore, ZERO_COUNTERS, type ChatState, type ChatStateEffect } from './chat-state';
import { ChatTransport } from './chat-transport';
import type { Outbox } from './outbox';
import { OutboxSender } from './outbox-sender';

export type { ChatPanel, ChatRole, ChatState, LoadStatus } from './chat-state';
export { ChatRequestError, SEND_ACK_TIMEOUT_MS } from './chat-transport';

export interface ChatControllerOptions {
  userId: string;
  api: ChatApi;
  bus: KlobBus;
  outbox: Outbox;
  connect: () => Promise<ChatSocket>;
  /** Translated texts the controller puts in toasts. */
  texts: { emptyMessage: () => string };
}

const initialState = (userId: string, outbox: Outbox): ChatState => ({
  open: false,
  minimised: false,
  expanded: false,
  connected: false,
  everConnected: false,
  roles: [],
  roleId: userId,
  rooms: [],
  roomsStatus: 'idle',
  activeRoomId: null,
  messages: [],
  messagesStatus: 'idle',
  pending: outbox.read(),
  panel: null,
  vacancy: null,
  candidateUserId: null,
  counters: ZERO_COUNTERS,
  corporateUnread: {},
});

/**
 * The chat widget (spec 2 §4, issue 11), outside React so that it is tested with a fake socket and torn
 * down in one call. It composes the parts, each in its own module: the state store, the socket transport,
 * the roles/rooms/messages, the outbox sender; here stays the panel's view state and who tells whom what.
 */
export class ChatController {
  private readonly store: ChatStore;
  private readonly transport: ChatTransport;
  private readonly rooms: ChatRooms;
  private readonly sender: OutboxSender;

  constructor(private readonly options: ChatControllerOptions) {
    const { userId, api, bus, outbox } = options;
    const keepOutbox: ChatStateEffect = (before, after) => {
      if (after.pending !== before.pending) outbox.write(after.pending);
    };
    const publishCounters: ChatStateEffect = (before, after) => {
      if (after.counters !== before.counters) bus.setState('chatCounters', after.counters);
    };
    this.store = new ChatStore(initialState(userId, outbox), [keepOutbox, publishCounters]);
    this.transport = new ChatTransport(
      options.connect,
      {
        connected: () => this.connected(),
        disconnected: () => this.store.update({ connected: false }),
        message: (message) => {
          this.sender.acknowledge(message);
          this.rooms.receive(message);
        },
        roomJoined: (roomId) => this.rooms.roomJoined(roomId),
        error: (error) => this.rooms.socketError(error),
      },
      (run, ms) => this.store.later(run, ms),
    );
    this.rooms = new ChatRooms(this.store, this.transport, { userId, api, bus });
    this.sender = new OutboxSender(this.store, this.transport, { userId, bus, emptyMessage: options.texts.emptyMessage });
  }

  get userId(): string {
    return this.options.userId;
  }

  // ---- React binding -------------------------------------------------------

  get subscribe(): ChatStore['subscribe'] {
    return this.store.subscribe;
  }

  get getState(): ChatStore['getState'] {
    return this.store.getState;
  }

  // ---- life cycle ------------------------------------------------------------

  async start(): Promise<void> {
    this.store.revive();
    // The counters follow the roles: one notification call at start, not one before and one after them.
    void this.rooms.loadRoles();
    await this.transport.open();
  }

  /** Closes the socket, removes its listeners and timers: nothing outlives the unit (issue 11). */
  dispose(): void {
    this.store.dispose();
    this.transport.close();
  }

  private connected(): void {
    const reconnected = this.store.state.everConnected;
    this.store.update({ connected: true, everConnected: true });
    // A room selected while the socket was away is loaded now; after a drop, what was missed.
    if (reconnected || this.store.state.activeRoomId) void this.rooms.catchUp();
    this.sender.flush();
  }

  // ---- panel -----------------------------------------------------------------

  /** S2-4-01: opening loads the chat list. */
  setOpen(open: boolean): void {
    this.store.update({ open, minimised: false, ...(open ? {} : { panel: null }) });
    if (open) void this.rooms.loadRooms();
  }

  setMinimised(minimised: boolean): void {
    this.store.update({ minimised });
    if (!minimised) this.rooms.markActiveRead();
  }

  setExpanded(expanded: boolean): void {
    this.store.update({ expanded });
  }

  /** S2-2-10: the panel closes when the page path changes. */
  pathChanged(): void {
    if (this.store.state.open) this.store.update({ open: false, panel: null });
  }

  closePanel(): void {
    this.store.update({ panel: null });
  }

  /** S2-2-12, S2-2-13: on a candidate's profile the chat is to that candidate, as admin. */
  setCandidate(candidateUserId: string | null): void {
    if (candidateUserId !== this.store.state.candidateUserId) this.store.update({ candidateUserId });
  }

  setVacancy(vacancy: VacancyCard | null): void {
    this.store.update({ vacancy });
  }

  // ---- the parts' actions, as the widget calls them ----------------------------

  switchRole = (roleId: string) => this.rooms.switchRole(roleId);
  loadRooms = () => this.rooms.loadRooms();
  selectRoom = (roomId: string) => this.rooms.selectRoom(roomId);
  refreshMessages = () => this.rooms.refreshMessages();
  backToRooms = () => this.rooms.backToRooms();
  openCompany = (corporateId: string, vacancy: VacancyCard | null = null) => this.rooms.openCompany(corporateId, vacancy);
  continueSending = () => this.rooms.continueSending();
  chatWithCandidate = () => this.rooms.chatWithCandidate();
  refreshCounters = () => this.rooms.refreshCounters();
  send = (text: string) => this.sender.send(text);
  resend = (clientMessageId: string) => this.sender.resend(clientMessageId);
}
