import type { ChatCounters } from '@klob/shared';
import type { ChatMessage, ChatRoom } from '@klob/shared/api-contract/chat';
import { isSameCorporateId } from './chat-constants';
import type { ChatApi } from './chat-api';
import type { ChatState, ChatStore } from './chat-state';

/** The room-derived counters (open and closed rooms, all unread) over the notification counts in `base`. */
export function countersWith(base: ChatCounters, rooms: readonly ChatRoom[]): ChatCounters {
  const openMessage = rooms.filter((room) => room.unreadMessagesCount > 0).length;
  return {
    ...base,
    allMessage: base.totalUnread + base.totalUnreadCorp,
    openMessage,
    closeMessage: rooms.length - openMessage,
  };
}

/**
 * S2-4-23: a message in another room raises the unread counts: the user's own (from a company's admin)
 * or, for a company the user administers, that company's.
 */
export function raisedBy(
  state: Pick<ChatState, 'counters' | 'roles' | 'corporateUnread'>,
  message: ChatMessage,
): Pick<ChatState, 'counters' | 'corporateUnread'> {
  const counters = { ...state.counters };
  const corporateId = message.roomId.split('|', 1)[0] ?? '';
  if (message.isAdmin) {
    counters.totalUnread++;
    return { counters, corporateUnread: state.corporateUnread };
  }
  if (!state.roles.some((role) => role.corporateId && isSameCorporateId(role.corporateId, corporateId))) {
    return { counters, corporateUnread: state.corporateUnread };
  }
  counters.totalUnreadCorp++;
  const key = Object.keys(state.corporateUnread).find((id) => isSameCorporateId(id, corporateId)) ?? corporateId;
  return { counters, corporateUnread: { ...state.corporateUnread, [key]: (state.corporateUnread[key] ?? 0) + 1 } };
}

/** The counters from the notification calls (S2-7-04, S2-7-05); a failure is only logged. */
export async function refreshCounters(store: ChatStore, api: ChatApi, userId: string): Promise<void> {
  try {
    const { state } = store;
    const companies = state.roles.filter((role) => role.corporateId && role.hasChat).map((role) => role.corporateId as string);
    const [klobber, corporate] = await Promise.all([
      api.klobberNotification(userId),
      companies.length > 0 ? api.corporateNotification(companies, userId) : null,
    ]);
    const base = { ...store.state.counters, totalUnread: klobber.newMessage, totalUnreadCorp: corporate?.counter ?? 0 };
    const corporateUnread = Object.fromEntries((corporate?.corporates ?? []).map((entry) => [entry.corporateId, entry.count]));
    store.update({ counters: countersWith(base, store.state.rooms), corporateUnread });
  } catch (error) {
    console.error('[chat] chat counters could not be read', error);
  }
}
