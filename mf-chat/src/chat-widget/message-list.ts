import type { ChatMessage } from '@klob/shared/api-contract/chat';
import type { PendingMessage } from './outbox';

/** What the conversation shows: stored messages (sent) and the user's pending ones. */
export type DisplayMessage = (ChatMessage & { delivery: 'sent' }) | (PendingMessage & { messageId?: undefined });

/**
 * Stored messages merged by messageId (a message seen twice, e.g. live and again in a catch-up,
 * is kept once), in the server's order. (issue 11: no duplicates.)
 */
export function mergeStored(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.messageId, message);
  for (const message of incoming) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

/** The conversation of one room: stored messages, then that room's pending messages not stored yet. */
export function conversationOf(roomId: string, stored: readonly ChatMessage[], pending: readonly PendingMessage[]): DisplayMessage[] {
  const storedClientIds = new Set(stored.map((message) => message.clientMessageId).filter(Boolean));
  return [
    ...stored.map((message) => ({ ...message, delivery: 'sent' as const })),
    ...pending.filter((entry) => entry.roomId === roomId && !storedClientIds.has(entry.clientMessageId)),
  ];
}
