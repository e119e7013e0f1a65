/**
 * Request and response shapes of the inbox calls (api area 070): the header counters
 * (spec 2 §3, §7), and the lists behind /home/notification/news-info,
 * /home/notification/calendar, /home/message/help-message/all and
 * /home/message/corporate-message/all with their read flags (spec 1 §3 "Inbox state").
 * Every answer is wrapped in the envelope `{ status, message, result }`; the types
 * below describe `result`. Every call needs a signed-in user and answers only that
 * user's items.
 */

import { routePath } from './route-path';

/** Paging of the inbox lists: `start` is an offset, `length` a page size. */
export const INBOX_PAGE_START = 0;
export const INBOX_PAGE_LENGTH = 10;
export const INBOX_PAGE_MAX_LENGTH = 100;
export const INBOX_SEARCH_MAX_LENGTH = 100;

export const INBOX_PATHS = {
  /** S2-7-12 */
  helpMessageCounter: '/rest/page/message/get/counterHelpMessage',
  /** S2-7-13 */
  corporateMessageCount: '/rest/page/messagecorporate/get/messageCount',
  /** S2-7-14 */
  newsLetterUnread: '/rest/page/notification/system/get/totalNewsLetter/unread',
  /** S2-7-15 */
  calendarUnread: '/rest/page/notification/system/get/totalCalendar/unread',
  newsInfoList: '/rest/page/notification/system/list/news-info',
  calendarList: '/rest/page/notification/system/list/calendar',
  /** Opening an item marks it read. */
  notificationDetail: routePath('/rest/page/notification/system/detail/:id'),
  notificationRead: '/rest/page/notification/system/read',
  helpMessageList: '/rest/page/message/list',
  /** Opening an item marks it read. */
  helpMessageDetail: routePath('/rest/page/message/detail/:id'),
  helpMessageRead: '/rest/page/message/read',
  corporateMessageList: '/rest/page/messagecorporate/list',
  /** Opening an item marks it read. */
  corporateMessageDetail: routePath('/rest/page/messagecorporate/detail/:id'),
  corporateMessageRead: '/rest/page/messagecorporate/read',
} as const;

export interface HelpMessageCounter {
  counterHelpMessage: number;
}
/** GET messagecorporate/get/messageCount: result is the number of unread corporate messages. */
export type CorporateMessageCount = number;
export interface NewsLetterUnread {
  totalNewsLetterNotification: number;
}
export interface CalendarUnread {
  totalCalendarNotification: number;
}

export const NOTIFICATION_CATEGORIES = ['news-info', 'calendar'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Query of every inbox list. */
export interface InboxListQuery {
  /** Default INBOX_PAGE_START. */
  start?: number;
  /** Default INBOX_PAGE_LENGTH, at most INBOX_PAGE_MAX_LENGTH. */
  length?: number;
  /** Case-insensitive words searched in the title/subject and the content. */
  search?: string;
  /** Only unread (false) or read (true) items; both when absent. */
  isRead?: boolean;
}

export interface InboxPage<T> {
  list: T[];
  start: number;
  length: number;
  total: number;
  /** More items after this page (the inbox state's hasMore). */
  hasMore: boolean;
  /** Unread items of the whole list, whatever the search. */
  totalUnread: number;
}

export interface NotificationItem {
  notificationId: string;
  category: NotificationCategory;
  title: string;
  content: string;
  /** Where the item leads, or null. */
  link: string | null;
  /** Calendar items: the ISO timestamp of the event; null for news-info. */
  eventDate: string | null;
  /** ISO timestamp. */
  createdAt: string;
  isRead: boolean;
}

export interface HelpMessageItem {
  messageId: string;
  sender: string;
  subject: string;
  content: string;
  createdAt: string;
  isRead: boolean;
}

export interface CorporateMessageItem {
  messageId: string;
  corporateId: string;
  corporateName: string;
  corporateLogoUrl: string | null;
  subject: string;
  content: string;
  createdAt: string;
  isRead: boolean;
}

/**
 * POST .../read: sets the read flag of the caller's items (the inbox checkbox,
 * spec 1 §3). Unknown ids, or ids of someone else's items, answer 404.
 */
export interface InboxReadRequest {
  ids: string[];
  isRead: boolean;
}
export const INBOX_READ_MAX_IDS = 100;

export interface InboxReadResult {
  updated: number;
  /** The list's unread count after the change. */
  totalUnread: number;
}
