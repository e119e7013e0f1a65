import type { Subscription } from 'rxjs';
import type { KlobBus } from './klob-bus';

/** Removes this browser's localStorage entries `{prefix}{userId}` of every user but `keepUserId` (of all users when null). */
function forgetStoredUsers(prefix: string, keepUserId: string | null): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(prefix) && key !== `${prefix}${keepUserId}`) storage.removeItem(key);
  } catch (error) {
    console.warn('[klob] what a signed-out user left in this browser could not be removed', error);
  }
}

/** One watch per prefix for the page; the shell gives each mount its own bus handle, so a handle is no identity. */
const watches = new Map<string, Subscription>();

/**
 * Keeps what a remote stores in this browser under `{prefix}{userId}` from outliving its user's session (issue 26):
 * all of it goes when the signed-in user signs out (by choice or because the session ended), and whenever someone
 * is signed in what other users left goes too (a sign-out this remote did not see, not being loaded then).
 * The watch lasts as long as the page, since a sign-out often comes after the remote's units have unmounted;
 * asked again for a prefix, it moves to the newest bus handle, so there is never more than one per prefix.
 */
export function forgetUserStorageOnSignOut(bus: KlobBus, prefix: string): void {
  watches.get(prefix)?.unsubscribe();
  let signedIn = false;
  const watch = bus.state('auth').subscribe((auth) => {
    const userId = auth.isAuthenticated ? (auth.user?.userId ?? null) : null;
    if (userId !== null) forgetStoredUsers(prefix, userId);
    else if (signedIn && !auth.isAuthenticated) forgetStoredUsers(prefix, null);
    signedIn = auth.isAuthenticated;
  });
  watches.set(prefix, watch);
}
