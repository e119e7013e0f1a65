import type { KlobServices, NotificationCounters, StaleCounter } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import {
  INBOX_PATHS,
  type CalendarUnread,
  type CorporateMessageCount,
  type HelpMessageCounter,
  type NewsLetterUnread,
} from '@klob/shared/api-contract/inbox';
import { COMMERCE_PATHS, type CartItem } from '@klob/shared/api-contract/commerce';
import { rememberHeaderCounters } from './remembered-counters';

type CounterKey = keyof NotificationCounters;

/** spec 2 §7: one call per notification counter and what its answer holds. */
const NOTIFICATION_CALLS: { key: CounterKey; path: string; read: (result: unknown) => number }[] = [
  { key: 'newsInfoUnread', path: INBOX_PATHS.newsLetterUnread, read: (result) => (result as NewsLetterUnread).totalNewsLetterNotification },
  { key: 'calendarUnread', path: INBOX_PATHS.calendarUnread, read: (result) => (result as CalendarUnread).totalCalendarNotification },
  { key: 'helpMessageUnread', path: INBOX_PATHS.helpMessageCounter, read: (result) => (result as HelpMessageCounter).counterHelpMessage },
  { key: 'corporateUnread', path: INBOX_PATHS.corporateMessageCount, read: (result) => result as CorporateMessageCount },
];

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Reads the four notification counters; each failed call leaves its value as it is (S2-4-40) and is only logged (spec 2 §8). */
export async function loadNotificationCounters({ http, bus }: Pick<KlobServices, 'http' | 'bus'>): Promise<void> {
  const answers = await Promise.all(
    NOTIFICATION_CALLS.map(async ({ key, path, read }) => {
      try {
        const value = read((await http.service.get<Envelope<unknown>>(path)).result);
        return isCount(value) ? ([key, value] as const) : null;
      } catch (error) {
        console.warn(`[klob] counter ${key} could not be read`, error);
        return null;
      }
    }),
  );
  const changed = Object.fromEntries(answers.filter((answer) => answer !== null));
  if (Object.keys(changed).length > 0) bus.setState('notificationCounters', { ...bus.getState('notificationCounters'), ...changed });
}

/** The cart count is the length of the cart list (spec 2 §7); a failed call leaves it. */
export async function loadCartCount({ http, bus }: Pick<KlobServices, 'http' | 'bus'>): Promise<void> {
  try {
    const answer = await http.service.get<Envelope<CartItem[]>>(COMMERCE_PATHS.cartDetail);
    if (Array.isArray(answer.result)) bus.setState('cartCount', answer.result.length);
  } catch (error) {
    console.warn('[klob] cart count could not be read', error);
  }
}

const RELOAD: Record<StaleCounter, typeof loadCartCount> = { notifications: loadNotificationCounters, cart: loadCartCount };

/**
 * Reads every header counter now and again whenever a remote reports one stale (`countersStale`), and keeps the
 * last counts for the page's next load (./remembered-counters).
 * Returns the unsubscribe.
 */
export function startHeaderCounters(services: Pick<KlobServices, 'http' | 'bus'>): () => void {
  rememberHeaderCounters(services.bus);
  void loadNotificationCounters(services);
  void loadCartCount(services);
  const subscription = services.bus.on('countersStale').subscribe(({ counter }) => void RELOAD[counter](services));
  return () => subscription.unsubscribe();
}
