import type { NotificationItem } from '../api-contract/inbox';

/** A news-info or calendar message; its checkbox toggles `isRead` (spec 1 §3). */
export type InboxMessage = NotificationItem;

/** The inbox state of the notification pages (spec 1 §3). */
export interface InboxState {
  page: number;
  hasMore: boolean;
  messages: InboxMessage[];
  /** Ids of the messages whose checkbox is ticked. */
  itemChecked: string[];
  unreadNewsInfo: number;
  unreadCalendar: number;
  search: string;
  detail: InboxMessage | null;
}
