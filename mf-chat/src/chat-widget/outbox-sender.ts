import type { KlobBus, VacancyCard } from '@klob/shared';
import type { ChatMessage, ChatMessageEvent } from '@klob/shared/api-contract/chat';
import { VACANCY_CARD_TEXT_DELAY_MS } from './chat-constants';
import type { ChatStore } from './chat-state';
import { ChatRequestError, type ChatTransport } from './chat-transport';
import { mergeStored } from './message-list';
import { newClientMessageId, type PendingMessage } from './outbox';
import { vacancyCardMarkup } from './vacancy-card-markup';

/**
 * What the user sends (issue 11): each message waits in the outbox (kept in localStorage) until the
 * server acknowledges it; a drop keeps it 'sending' for after the reconnect, a refusal marks it failed
 * with resend; the same client id makes the server store it once.
 */
export class OutboxSender {
  constructor(
    private readonly store: ChatStore,
    private readonly transport: ChatTransport,
    private readonly options: { userId: string; bus: KlobBus; emptyMessage: () => string },
  ) {}

  /**
   * S2-4-34..36: an empty message shows the toast; an attached vacancy card goes first, the typed
   * text 500 ms after it. Answers whether the text was taken (the box is then emptied).
   */
  send(text: string): boolean {
    const { activeRoomId: roomId, vacancy } = this.store.state;
    const content = text.trim();
    if (!roomId) return false;
    if (!content && !vacancy) {
      this.options.bus.emit('toast', { kind: 'warning', message: this.options.emptyMessage() });
      return false;
    }
    if (vacancy) {
      this.sendVacancy(roomId, vacancy);
      if (content) this.store.later(() => this.enqueue(roomId, content, 'message'), VACANCY_CARD_TEXT_DELAY_MS);
      return true;
    }
    this.enqueue(roomId, content, 'message');
    return true;
  }

  /** The resend action of a failed message: the same client id, so the server stores it once. */
  resend(clientMessageId: string): void {
    const { pending } = this.store.state;
    const entry = pending.find((candidate) => candidate.clientMessageId === clientMessageId);
    if (!entry) return;
    const sending: PendingMessage = { ...entry, delivery: 'sending' };
    this.store.update({ pending: pending.map((candidate) => (candidate === entry ? sending : candidate)) });
    void this.deliver(sending);
  }

  /** After a (re)connect: everything still on its way goes again. */
  flush(): void {
    for (const entry of this.store.state.pending) if (entry.delivery === 'sending') void this.deliver(entry);
  }

  /** One of the user's messages came back on the socket: it is no longer pending. */
  acknowledge(message: ChatMessage): void {
    const { pending } = this.store.state;
    const mine = pending.find((entry) => entry.clientMessageId === message.clientMessageId && message.userId === this.options.userId);
    if (mine) this.store.update({ pending: pending.filter((entry) => entry !== mine) });
  }

  private sendVacancy(roomId: string, vacancy: VacancyCard): void {
    this.store.update({ vacancy: null });
    this.enqueue(roomId, vacancyCardMarkup(vacancy), 'vacancy');
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
    this.store.update({ pending: [...this.store.state.pending, entry] });
    void this.deliver(entry);
  }

  private async deliver(entry: PendingMessage): Promise<void> {
    // Waiting for the connection: sent when it is back (flush), never lost.
    if (!this.transport.connected) return;
    try {
      const stored = await this.transport.request('sendMessage', {
        userId: this.options.userId,
        roomId: entry.roomId,
        content: entry.content,
        event: entry.event,
        clientMessageId: entry.clientMessageId,
      });
      this.delivered(entry.clientMessageId, stored);
    } catch (error) {
      if (this.store.isDisposed) return;
      // A drop on the way: it stays 'sending' and goes again after the reconnect (the server stores it once).
      if (!this.transport.connected && !(error instanceof ChatRequestError)) return;
      console.error('[chat] a message could not be sent', error);
      this.store.update({
        pending: this.store.state.pending.map((candidate) =>
          candidate.clientMessageId === entry.clientMessageId ? { ...candidate, delivery: 'failed' } : candidate,
        ),
      });
    }
  }

  private delivered(clientMessageId: string, stored: ChatMessage): void {
    const { pending, activeRoomId, messages } = this.store.state;
    this.store.update({
      pending: pending.filter((entry) => entry.clientMessageId !== clientMessageId),
      ...(activeRoomId === stored.roomId ? { messages: mergeStored(messages, [stored]) } : {}),
    });
  }
}
