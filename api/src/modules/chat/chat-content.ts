import { isBlankSafeMarkup, sanitizeChatMarkup } from '../../http/sanitize-markup.js';

declare const SAFE_CHAT_MARKUP: unique symbol;
/** Message content that went through the chat allow-list; the store takes nothing else (issue 6). */
export type SafeChatMarkup = string & { readonly [SAFE_CHAT_MARKUP]: true };

/** Sanitises chat content once: only allow-listed HTML is kept. */
export const safeChatMarkup = (content: string): SafeChatMarkup => sanitizeChatMarkup(content) as SafeChatMarkup;

/** Whether the sanitised content shows nothing (no text, no image). */
export const showsNothing = (content: SafeChatMarkup): boolean => isBlankSafeMarkup(content);
