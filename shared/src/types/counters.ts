import { number, object, type Infer } from '../validation/schema';

/** A count: an integer from 0. */
export const countSchema = number({ integer: true, min: 0 });

/** Chat counters (spec 1 §3, spec 2 §3). */
export const chatCountersSchema = object({
  allMessage: countSchema,
  openMessage: countSchema,
  closeMessage: countSchema,
  totalUnread: countSchema,
  totalUnreadCorp: countSchema,
});
export type ChatCounters = Infer<typeof chatCountersSchema>;

/** Notification counters (spec 1 §3, spec 2 §3). */
export const notificationCountersSchema = object({
  calendarUnread: countSchema,
  newsInfoUnread: countSchema,
  helpMessageUnread: countSchema,
  corporateUnread: countSchema,
});
export type NotificationCounters = Infer<typeof notificationCountersSchema>;
