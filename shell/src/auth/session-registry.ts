import type { KlobServices } from '@klob/shared';
import type { ShellSession } from './session';
import type { VisitLog } from './visit-log';

interface ShellOwned {
  session: ShellSession;
  /** None on the server's first screens (issue 25): nothing is recorded there. */
  visitLog: VisitLog | null;
}

/** The shell's pages reach the session through the services object they already have; units never see it. */
const owned = new WeakMap<KlobServices, ShellOwned>();

export function attachShellSession(services: KlobServices, session: ShellSession, visitLog: VisitLog | null): void {
  owned.set(services, { session, visitLog });
}

function ownedBy(services: KlobServices): ShellOwned {
  const found = owned.get(services);
  if (!found) throw new Error('These services have no shell session');
  return found;
}

export const shellSessionOf = (services: KlobServices): ShellSession => ownedBy(services).session;

/** Null for services the shell did not build (tests, harnesses): nothing to record then. */
export const visitLogOf = (services: KlobServices): VisitLog | null => owned.get(services)?.visitLog ?? null;

/** The signed-in user's on-success data (usr01: administered companies); null for services the shell did not build. */
export const userDataOf = (services: KlobServices) => owned.get(services)?.session.userData() ?? null;
