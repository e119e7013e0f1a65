/** The translation namespace of the chat widget, served by the api (shared/src/translations/chat.ts). */
export const CHAT_NAMESPACE = 'chat';
