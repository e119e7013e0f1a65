/** Chat counters (spec 1 §3, spec 2 §3). */
export interface ChatCounters {
  allMessage: number;
  openMessage: number;
  closeMessage: number;
  totalUnread: number;
  totalUnreadCorp: number;
}

/** Notification counters (spec 1 §3, spec 2 §3). */
export interface NotificationCounters {
  calendarUnread: number;
  newsInfoUnread: number;
  helpMessageUnread: number;
  corporateUnread: number;
}
