import type { KlobBus, NotificationCounters } from '@klob/shared';

const KEY_PREFIX = 'klobHeaderCounters:';

interface RememberedCounters {
  notifications: NotificationCounters;
  cart: number;
}

function readRemembered(storage: Storage, userId: string): RememberedCounters | null {
  try {
    return JSON.parse(storage.getItem(`${KEY_PREFIX}${userId}`) ?? 'null') as RememberedCounters | null;
  } catch {
    return null;
  }
}

/** The buses already remembered for: the shell's start and the signed-in header both ask, the first one does it. */
const remembering = new WeakSet<KlobBus>();

/**
 * Keeps the header's last counts for the signed-in user in this browser (issue 25): a page loaded again, or opened in
 * another tab, starts from them,
 * so the badges and the notification widget are drawn with the first render instead of arriving a second later and
 * pushing the page down; the calls then bring them up to date. The bus checks what is read back like any other
 * write. Gone when the user signs out, so the next person in the tab never sees them. Lasts as long as the page.
 */
export function rememberHeaderCounters(bus: KlobBus, storage: Storage = window.localStorage): void {
  if (remembering.has(bus)) return;
  remembering.add(bus);
  const userId = bus.getState('auth').user?.userId;
  const remembered = userId ? readRemembered(storage, userId) : null;
  if (remembered) {
    bus.setState('notificationCounters', remembered.notifications);
    bus.setState('cartCount', remembered.cart);
  }
  const write = () => {
    for (const key of Object.keys(storage)) if (key.startsWith(KEY_PREFIX)) storage.removeItem(key);
    const auth = bus.getState('auth');
    if (!auth.isAuthenticated || !auth.user) return;
    const counters: RememberedCounters = { notifications: bus.getState('notificationCounters'), cart: bus.getState('cartCount') };
    storage.setItem(`${KEY_PREFIX}${auth.user.userId}`, JSON.stringify(counters));
  };
  bus.state('auth').subscribe(write);
  bus.state('notificationCounters').subscribe(write);
  bus.state('cartCount').subscribe(write);
}
