import {
  CHAT_ERROR_CODES,
  CHAT_INTERNAL_ERROR_MESSAGE,
  type ChatErrorCode,
  type ChatSocketError,
  type ChatAction,
} from '@klob/shared/api-contract/chat';

/** An error a socket action raises on purpose; its message goes to the client as is. */
export class ChatActionError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const invalidPayload = (message: string) => new ChatActionError(CHAT_ERROR_CODES.invalidPayload, message);
export const forbiddenAction = (message: string) => new ChatActionError(CHAT_ERROR_CODES.forbidden, message);
export const notFoundInChat = (message: string) => new ChatActionError(CHAT_ERROR_CODES.notFound, message);
export const tooManyMessages = (retryAfterSeconds: number) =>
  new ChatActionError(CHAT_ERROR_CODES.rateLimited, `Too many messages, please try again in ${retryAfterSeconds} seconds.`);
export const noChatFeature = (corporateId: string) =>
  new ChatActionError(CHAT_ERROR_CODES.noChatFeature, `Company ${corporateId} has no chat feature`);

/** What the client is told; anything unexpected becomes 'Internal server error' (spec 2 §8). */
export function toSocketError(action: ChatAction, error: unknown): ChatSocketError {
  if (error instanceof ChatActionError) return { code: error.code, message: error.message, action };
  return { code: CHAT_ERROR_CODES.internal, message: CHAT_INTERNAL_ERROR_MESSAGE, action };
}
