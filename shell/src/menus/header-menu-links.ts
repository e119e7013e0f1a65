import type { NotificationCounters } from '@klob/shared';
import type { HeaderLink } from '../layout/header-links';

/** spec 2 "Headers": the notifications menu (S2-2-28). */
const NOTIFICATION_LINKS: HeaderLink[] = [
  { labelKey: 'notificationMenu.newsInfo', href: '/home/notification/news-info' },
  { labelKey: 'notificationMenu.calendar', href: '/home/notification/calendar' },
  { labelKey: 'notificationMenu.appliedJobs', href: '/home/kloboard/applied-jobs' },
];

/** The campaign parameters of the help-message link (S2-2-31); the spec names none, these say it came from the header. */
export const HELP_MESSAGE_CAMPAIGN = { utm_source: 'klob', utm_medium: 'header', utm_campaign: 'help-message' } as const;

/** spec 2 "Headers": the messages menu (S2-2-30, S2-2-31). */
const MESSAGE_LINKS: HeaderLink[] = [
  { labelKey: 'messageMenu.helpMessage', href: `/home/message/help-message/all?${new URLSearchParams(HELP_MESSAGE_CAMPAIGN)}` },
  { labelKey: 'messageMenu.corporateMessage', href: '/home/message/corporate-message/all' },
];

/** spec 2 "Headers": the cart menu (S2-2-33). */
const CART_LINKS: HeaderLink[] = [
  { labelKey: 'cartMenu.cart', href: '/home/payment/cart' },
  { labelKey: 'cartMenu.transaction', href: '/home/payment/transaction' },
];

/** What a header badge can count: a notification counter, mf-chat's unread chats or the cart. */
export type UnreadSource = keyof NotificationCounters | 'chatUnread' | 'cartCount';
export type UnreadCounts = Record<UnreadSource, number>;

/** spec 2 §3: a header menu item: title, links, type, icon and the counters its badge adds up. */
export interface HeaderMenuItem {
  type: 'notifications' | 'messages' | 'cart';
  /** The translation key of its name, spoken with its count. */
  titleKey: string;
  icon: 'bell' | 'speech' | 'cart';
  links: HeaderLink[];
  unreadSources: UnreadSource[];
}

/** The signed-in header's icon menus, in their order (spec 2 "Headers", §7). */
export const HEADER_MENU_ITEMS: HeaderMenuItem[] = [
  {
    type: 'notifications',
    titleKey: 'header.notificationsWithCount',
    icon: 'bell',
    links: NOTIFICATION_LINKS,
    unreadSources: ['newsInfoUnread', 'calendarUnread'],
  },
  {
    type: 'messages',
    titleKey: 'header.messagesWithCount',
    icon: 'speech',
    links: MESSAGE_LINKS,
    unreadSources: ['helpMessageUnread', 'corporateUnread', 'chatUnread'],
  },
  { type: 'cart', titleKey: 'header.cartWithCount', icon: 'cart', links: CART_LINKS, unreadSources: ['cartCount'] },
];

export const unreadCountOf = (item: HeaderMenuItem, counts: UnreadCounts) =>
  item.unreadSources.reduce((sum, source) => sum + counts[source], 0);

export const profilePath = (userId: string) => `/profile/${encodeURIComponent(userId)}`;
