/** The translation namespace of the chat widget, served by the api (api/src/modules/locale/translations/chat.ts). */
export const CHAT_NAMESPACE = 'chat';
