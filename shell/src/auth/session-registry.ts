import type { KlobServices } from '@klob/shared';
import type { ShellSession } from './session';

/** The shell's pages reach the session through the services object they already have; units never see it. */
const sessions = new WeakMap<KlobServices, ShellSession>();

export function attachShellSession(services: KlobServices, session: ShellSession): void {
  sessions.set(services, session);
}

export function shellSessionOf(services: KlobServices): ShellSession {
  const session = sessions.get(services);
  if (!session) throw new Error('These services have no shell session');
  return session;
}
