import type { KlobBus, KlobEventMap } from '@klob/shared';

export type LogoutReason = KlobEventMap['logoutRequested']['reason'];

/**
 * Asks the shell to sign out (the session listens for `logoutRequested`). Only a live session is ended: a page that is
 * already signed out asks for nothing more, however many of its requests or refreshes fail afterwards.
 */
export function requestLogout(bus: KlobBus, reason: LogoutReason): void {
  if (bus.getState('auth').isAuthenticated) bus.emit('logoutRequested', { reason });
}
