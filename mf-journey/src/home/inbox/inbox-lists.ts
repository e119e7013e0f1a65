import { INBOX_PATHS, type CorporateMessageItem, type HelpMessageItem, type NotificationItem } from '@klob/shared/api-contract/inbox';
import type { RoutePath } from '@klob/shared/api-contract/route-path';

/** One inbox item as the list shows it, whatever list it comes from. */
export interface InboxEntry {
  id: string;
  title: string;
  content: string;
  /** Who sent it, for messages. */
  sender: string | null;
  /** Calendar items: when the event is. */
  eventDate: string | null;
  link: string | null;
  createdAt: string;
  isRead: boolean;
}

export type InboxKind = 'news-info' | 'calendar' | 'help-message' | 'corporate-message';
export type InboxGroup = 'notifications' | 'messages';

export interface InboxListConfig {
  kind: InboxKind;
  group: InboxGroup;
  /** The page's route (spec 1 §2.3). */
  path: string;
  /** The tab's text key under home.inbox. */
  labelKey: 'newsInfo' | 'calendar' | 'helpMessage' | 'corporateMessage';
  listPath: string;
  detailPath: RoutePath;
  readPath: string;
  toEntry(item: unknown): InboxEntry;
}

const notificationEntry = (raw: unknown): InboxEntry => {
  const item = raw as NotificationItem;
  return {
    id: item.notificationId,
    title: item.title,
    content: item.content,
    sender: null,
    eventDate: item.eventDate,
    link: item.link,
    createdAt: item.createdAt,
    isRead: item.isRead,
  };
};

const helpEntry = (raw: unknown): InboxEntry => {
  const item = raw as HelpMessageItem;
  return {
    id: item.messageId,
    title: item.subject,
    content: item.content,
    sender: item.sender,
    eventDate: null,
    link: null,
    createdAt: item.createdAt,
    isRead: item.isRead,
  };
};

const corporateEntry = (raw: unknown): InboxEntry => {
  const item = raw as CorporateMessageItem;
  return {
    id: item.messageId,
    title: item.subject,
    content: item.content,
    sender: item.corporateName,
    eventDate: null,
    link: null,
    createdAt: item.createdAt,
    isRead: item.isRead,
  };
};

/** The four inbox lists of spec 1 §3 "Inbox state", each with its route and api calls. */
export const INBOX_LISTS: readonly InboxListConfig[] = [
  {
    kind: 'news-info',
    group: 'notifications',
    path: '/home/notification/news-info',
    labelKey: 'newsInfo',
    listPath: INBOX_PATHS.newsInfoList,
    detailPath: INBOX_PATHS.notificationDetail,
    readPath: INBOX_PATHS.notificationRead,
    toEntry: notificationEntry,
  },
  {
    kind: 'calendar',
    group: 'notifications',
    path: '/home/notification/calendar',
    labelKey: 'calendar',
    listPath: INBOX_PATHS.calendarList,
    detailPath: INBOX_PATHS.notificationDetail,
    readPath: INBOX_PATHS.notificationRead,
    toEntry: notificationEntry,
  },
  {
    kind: 'help-message',
    group: 'messages',
    path: '/home/message/help-message/all',
    labelKey: 'helpMessage',
    listPath: INBOX_PATHS.helpMessageList,
    detailPath: INBOX_PATHS.helpMessageDetail,
    readPath: INBOX_PATHS.helpMessageRead,
    toEntry: helpEntry,
  },
  {
    kind: 'corporate-message',
    group: 'messages',
    path: '/home/message/corporate-message/all',
    labelKey: 'corporateMessage',
    listPath: INBOX_PATHS.corporateMessageList,
    detailPath: INBOX_PATHS.corporateMessageDetail,
    readPath: INBOX_PATHS.corporateMessageRead,
    toEntry: corporateEntry,
  },
];

export const inboxListOf = (kind: InboxKind): InboxListConfig => INBOX_LISTS.find((list) => list.kind === kind)!;
