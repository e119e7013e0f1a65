import type { HeaderLink } from '../layout/header-links';

/** spec 2 "Headers": the notifications menu (S2-2-28). */
export const NOTIFICATION_LINKS: HeaderLink[] = [
  { labelKey: 'notificationMenu.newsInfo', href: '/home/notification/news-info' },
  { labelKey: 'notificationMenu.calendar', href: '/home/notification/calendar' },
  { labelKey: 'notificationMenu.appliedJobs', href: '/home/kloboard/applied-jobs' },
];

/** The campaign parameters of the help-message link (S2-2-31); the spec names none, these say it came from the header. */
export const HELP_MESSAGE_CAMPAIGN = { utm_source: 'klob', utm_medium: 'header', utm_campaign: 'help-message' } as const;

/** spec 2 "Headers": the messages menu (S2-2-30, S2-2-31). */
export const MESSAGE_LINKS: HeaderLink[] = [
  { labelKey: 'messageMenu.helpMessage', href: `/home/message/help-message/all?${new URLSearchParams(HELP_MESSAGE_CAMPAIGN)}` },
  { labelKey: 'messageMenu.corporateMessage', href: '/home/message/corporate-message/all' },
];

/** spec 2 "Headers": the cart menu (S2-2-33). */
export const CART_LINKS: HeaderLink[] = [
  { labelKey: 'cartMenu.cart', href: '/home/payment/cart' },
  { labelKey: 'cartMenu.transaction', href: '/home/payment/transaction' },
];

export const profilePath = (userId: string) => `/profile/${encodeURIComponent(userId)}`;
