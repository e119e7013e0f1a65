import {
  createKlobI18n,
  bindLanguageToBus,
  whenI18nReady,
  TRANSLATIONS_WAIT_MS,
  type EnvironmentConfig,
  DEFAULT_LANGUAGE,
  klobBus,
  type KlobServices,
} from '@klob/shared';
import {
  attachShellSession,
  createAuthStorage,
  createSessionRefresher,
  createShellSession,
  createShellStorage,
  createVisitLog,
  requestLogout,
} from '../auth';
import { createAuthHelpers } from '../routes/auth-helpers';
import { createHttpClients } from '../http';
import { createNestedUnitSlot } from '../remotes/nested-unit-slot';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';

/** Namespaces the shell itself renders; remotes load theirs when they mount. */
const SHELL_NAMESPACES = ['common', 'shell'] as const;

export interface ShellServicesOptions {
  navigate: KlobServices['navigate'];
  config: EnvironmentConfig;
}

/** Builds the services object every unit receives: clients, auth helpers, i18n, bus, config. */
export async function createShellServices({ navigate, config }: ShellServicesOptions): Promise<KlobServices> {
  const authStorage = createAuthStorage();
  const shellStorage = createShellStorage();
  const sessionRefresher = createSessionRefresher({
    authStorage,
    identityRefreshUrl: `${config.apiBaseUrl}${IDENTITY_PATHS.refreshToken}`,
  });
  const http = createHttpClients({
    apiBaseUrl: config.apiBaseUrl,
    authStorage,
    refreshSession: () => sessionRefresher.refresh(),
    // A failed refresh ends a live session once; later 403s of a signed-out page ask for nothing more.
    onRefreshFailed: () => requestLogout(klobBus, 'session-expired'),
  });
  // spec 1 §3, §4.1: the session is published and checked before anything renders.
  const visitLog = createVisitLog({ shellStorage, bus: klobBus, service: http.service });
  const session = createShellSession({
    authStorage,
    refresher: sessionRefresher,
    bus: klobBus,
    service: http.service,
    navigate,
    afterSignIn: (auth) => void visitLog.sendAfterSignIn(auth.idToken),
  });
  session.start();

  // The stored choice wins; the bus carries the language from then on and remembers it.
  klobBus.setState('language', shellStorage.defaultLanguage.read() ?? DEFAULT_LANGUAGE);
  klobBus.state('language').subscribe((language) => shellStorage.defaultLanguage.write(language));
  const i18n = createKlobI18n({
    localization: http.localization,
    language: klobBus.getState('language'),
    namespaces: [...SHELL_NAMESPACES],
  });
  // The frame renders even when /locale hangs: texts fill in when they arrive (shared/README.md "Time limits").
  await whenI18nReady(i18n, TRANSLATIONS_WAIT_MS);
  bindLanguageToBus(i18n, klobBus);
  klobBus.state('language').subscribe((language) => document.documentElement.setAttribute('lang', language));

  const services: KlobServices = {
    http,
    navigate,
    auth: createAuthHelpers({ bus: klobBus, authStorage, shellStorage, navigate }),
    i18n,
    bus: klobBus,
    featureFlags: {},
    config,
    UnitSlot: createNestedUnitSlot(() => services),
  };
  attachShellSession(services, session, visitLog);
  return services;
}
