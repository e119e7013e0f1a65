/** spec 2 §5, §9: the message box grows 24 px per row, up to 10 rows. */
export const MESSAGE_BOX = { rowHeightPx: 24, maxRows: 10 } as const;

/** spec 2 §4, §9: the typed text follows an attached vacancy card after 500 ms. */
export const VACANCY_CARD_TEXT_DELAY_MS = 500;

/** spec 2 §4, §9: the socket reconnect timeout. */
export const SOCKET_RECONNECT_TIMEOUT_MS = 5_000;

/** spec 2 §2: on a company page, ?chat=on opens the chat. */
export const CHAT_AUTO_OPEN_QUERY = { name: 'chat', value: 'on' } as const;

/** Corporate ids are compared in upper case (spec 2 §3, §9). */
export const isSameCorporateId = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();
