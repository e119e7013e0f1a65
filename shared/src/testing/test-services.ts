import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initialKlobState, type KlobStateMap } from '../bus/channels';
import { createKlobBus, type KlobBus } from '../bus/klob-bus';
import { createServerDataCache } from '../data/server-data-cache';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { sharedResources } from '../i18n/shared-translations';
import type { KlobServices, UnitProps } from '../services/services';
import { createFakeHttpClient } from './fake-http-client';
import { TestUnitSlot } from './test-unit-slot';

export interface TestI18nOptions {
  language?: Language;
  /** resources[language][namespace] = texts. */
  resources?: Resource;
  defaultNamespace?: string;
}

/** A real, synchronously ready i18next instance with the given texts and the shared ones. */
export function createTestI18n({
  language = DEFAULT_LANGUAGE,
  resources = {},
  defaultNamespace = 'translation',
}: TestI18nOptions = {}): I18n {
  const shared = sharedResources();
  const merged: Resource = {};
  for (const lng of LANGUAGES) merged[lng] = { ...shared[lng], ...resources[lng] };
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: merged,
    defaultNS: defaultNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/** A fresh bus per test, so tests never share state through the platform singleton. */
export const createTestBus = (state: Partial<KlobStateMap> = {}): KlobBus => createKlobBus({ ...initialKlobState, ...state });

/** Services as the shell gives them, made of fakes; override what a test needs. */
export function createTestServices(overrides: Partial<KlobServices> = {}): KlobServices {
  return {
    http: { service: createFakeHttpClient(), base: createFakeHttpClient(), localization: createFakeHttpClient() },
    navigate: () => undefined,
    auth: { getIdToken: () => null, isAuthenticated: () => false, requireLogin: () => undefined },
    i18n: createTestI18n(),
    bus: createTestBus(),
    featureFlags: {},
    config: { environment: 'test', apiBaseUrl: '', socketUrl: '', signInProviders: {} },
    UnitSlot: TestUnitSlot,
    pageData: createServerDataCache(),
    ...overrides,
  };
}

/** Unit props around test services. */
export const createTestUnitProps = (overrides: Partial<UnitProps> = {}): UnitProps => ({
  services: createTestServices(),
  params: {},
  query: {},
  pathname: '/',
  ...overrides,
});
