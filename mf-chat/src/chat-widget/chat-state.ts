import type { ChatCounters, VacancyCard } from '@klob/shared';
import type { ChatCorporateStatusResult, ChatMessage, ChatRoom } from '@klob/shared/api-contract/chat';
import type { PendingMessage } from './outbox';

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

export const ZERO_COUNTERS: ChatCounters = { allMessage: 0, openMessage: 0, closeMessage: 0, totalUnread: 0, totalUnreadCorp: 0 };

/** Told after each change, with the state before it: what must follow a change (the outbox kept, the counters on the bus). */
export type ChatStateEffect = (before: ChatState, after: ChatState) => void;

/**
 * The widget's state, outside React (`useSyncExternalStore` reads it), with the timers of the parts:
 * once disposed, no change and no timer runs.
 */
export class ChatStore {
  private current: ChatState;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private disposed = false;

  constructor(
    initial: ChatState,
    private readonly effects: readonly ChatStateEffect[] = [],
  ) {
    this.current = initial;
  }

  get state(): ChatState {
    return this.current;
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ChatState => this.current;

  update(patch: Partial<ChatState>): void {
    if (this.disposed) return;
    const before = this.current;
    this.current = { ...before, ...patch };
    for (const effect of this.effects) effect(before, this.current);
    for (const listener of this.listeners) listener();
  }

  later(run: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.disposed) run();
    }, ms);
    this.timers.add(timer);
  }

  /** A store started again after `dispose` (React's strict effects) takes changes again. */
  revive(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
