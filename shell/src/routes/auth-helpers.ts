import type { AuthHelpers, KlobBus } from '@klob/shared';
import type { AuthStore, ShellStorage } from '../auth';
import { loginTarget, loginUrlFor, safeTarget } from './login-target';

export interface AuthHelpersOptions {
  bus: KlobBus;
  authStorage: AuthStore;
  shellStorage: ShellStorage;
  navigate: (to: string) => void;
}

/** `services.auth`: reads the bus `auth` channel, the one source of truth the shell publishes (spec 1 §3). */
export function createAuthHelpers({ bus, authStorage, shellStorage, navigate }: AuthHelpersOptions): AuthHelpers {
  const isAuthenticated = () => bus.getState('auth').isAuthenticated;
  return {
    isAuthenticated,
    getIdToken: () => (isAuthenticated() ? authStorage.getIdToken() : null),
    requireLogin(targetUrl) {
      // spec 1 §2.8: the target goes in the URL and is stored under `from` too.
      const target = safeTarget(targetUrl) ?? loginTarget(window.location.pathname, window.location.search);
      shellStorage.from.write(target);
      navigate(loginUrlFor(target));
    },
  };
}
