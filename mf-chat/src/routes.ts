import type { PublishedRoute } from '@klob/shared/routes';

/** mf-chat renders widgets in the shell's slots, no page of its own: it publishes an empty route list. */
export const CHAT_PUBLISHED_ROUTES: readonly PublishedRoute<'mf_chat'>[] = [];
