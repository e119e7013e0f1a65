import type { ChatMessageEvent } from '@klob/shared/api-contract/chat';

/** A message the user sent that the server has not acknowledged yet (issue 11). */
export interface PendingMessage {
  clientMessageId: string;
  roomId: string;
  content: string;
  event: ChatMessageEvent;
  /** ISO instant of the send. */
  createdAt: string;
  /** sending: on its way or waiting for the connection; failed: the server refused it or did not answer. */
  delivery: 'sending' | 'failed';
}

/** Where this browser keeps a user's unsent messages: `{prefix}{userId}` in localStorage (forgotten on sign-out, issue 26). */
export const OUTBOX_STORAGE_PREFIX = 'klob-chat-outbox:';

const isPending = (value: unknown): value is PendingMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.clientMessageId === 'string' &&
    typeof entry.roomId === 'string' &&
    typeof entry.content === 'string' &&
    (entry.event === 'message' || entry.event === 'vacancy') &&
    typeof entry.createdAt === 'string'
  );
};

/**
 * The user's unsent messages, kept in localStorage so they survive a reconnect and a reload
 * (issue 11). Per user: another account on the same browser never sees them. Nothing is kept once
 * `stillSignedIn` says the user has gone: a late answer after sign-out does not bring them back (issue 26).
 */
export function createOutbox(userId: string, stillSignedIn: () => boolean) {
  const key = `${OUTBOX_STORAGE_PREFIX}${userId}`;
  const read = (): PendingMessage[] => {
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
      // After a reload nothing is on its way: every kept message is sent again.
      return Array.isArray(parsed) ? parsed.filter(isPending).map((entry) => ({ ...entry, delivery: 'sending' })) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: readonly PendingMessage[]) => {
    if (!stillSignedIn()) return;
    try {
      if (entries.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(entries));
    } catch (error) {
      console.error('[chat] unsent messages could not be kept', error);
    }
  };
  return { read, write };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** A client message id: unique per message, in the characters the api accepts. */
export function newClientMessageId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '');
}
