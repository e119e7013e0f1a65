import {
  createKlobI18n,
  createServerDataCache,
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
import { rememberedTimeZone } from '../http/remembered-time-zone';
import { whenBrowserIdle, yieldToBrowser } from './yield-to-browser';
import { createNestedUnitSlot } from '../remotes/nested-unit-slot';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import type { TranslationTree } from '@klob/shared/api-contract/locale';
import { LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '@klob/shared/first-screen/contract';

/** Namespaces the shell itself renders; remotes load theirs when they mount. */
const SHELL_NAMESPACES = ['common', 'shell'] as const;

export interface ShellServicesOptions {
  navigate: KlobServices['navigate'];
  config: EnvironmentConfig;
  /** Namespaces the server inlined into the page in its language (issue 25): not fetched again. */
  texts?: Record<string, TranslationTree>;
}

/** Cookies the shell's server reads to render the first screen as this visitor will see it (issue 25); they hold no credential. */
function rememberForTheServer(name: string, value: string | null): void {
  document.cookie =
    value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Builds the services object every unit receives: clients, auth helpers, i18n, bus, config. */
export async function createShellServices({ navigate, config, texts }: ShellServicesOptions): Promise<KlobServices> {
  const authStorage = createAuthStorage();
  const shellStorage = createShellStorage();
  const sessionRefresher = createSessionRefresher({
    authStorage,
    identityRefreshUrl: `${config.apiBaseUrl}${IDENTITY_PATHS.refreshToken}`,
  });
  const timeZone = rememberedTimeZone(shellStorage.timeZone);
  // A visitor's first request comes later (a click): a zone never read on this browser is read while it is idle.
  whenBrowserIdle(timeZone);
  const http = createHttpClients({
    apiBaseUrl: config.apiBaseUrl,
    timeZone,
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
  // Issue 25: the session's first requests and the translations' start are a task each on a phone, not one.
  await yieldToBrowser();

  // The stored choice wins; the bus carries the language from then on and remembers it.
  klobBus.setState('language', shellStorage.defaultLanguage.read() ?? DEFAULT_LANGUAGE);
  klobBus.state('language').subscribe((language) => {
    shellStorage.defaultLanguage.write(language);
    rememberForTheServer(LANGUAGE_COOKIE, language);
  });
  klobBus.state('auth').subscribe(({ isAuthenticated }) => rememberForTheServer(SIGNED_IN_COOKIE, isAuthenticated ? '1' : null));
  const language = klobBus.getState('language');
  const i18n = createKlobI18n({
    localization: http.localization,
    language,
    namespaces: [...SHELL_NAMESPACES],
    resources: texts ? { [language]: texts } : undefined,
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
    pageData: createServerDataCache(),
  };
  attachShellSession(services, session, visitLog);
  return services;
}
