import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createBus, initialKlobState, type HttpClient, type KlobEventMap, type KlobServices, type KlobStateMap } from '@klob/shared';

const unusedHttp: HttpClient = {
  get: () => Promise.reject(new Error('no http in this test')),
  post: () => Promise.reject(new Error('no http in this test')),
  put: () => Promise.reject(new Error('no http in this test')),
  delete: () => Promise.reject(new Error('no http in this test')),
};

/** A real i18next instance over inline resources, for component tests. */
export async function createTestI18n(resources: Resource, language = 'id'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ resources, lng: language, fallbackLng: 'id', interpolation: { escapeValue: false } });
  return instance;
}

/** Services as the shell gives them, with a fresh bus and fake clients; override what a test needs. */
export function createTestServices(i18n: I18n, overrides: Partial<KlobServices> = {}): KlobServices {
  return {
    http: { service: unusedHttp, base: unusedHttp, localization: unusedHttp },
    navigate: jest.fn(),
    auth: { getIdToken: () => null, isAuthenticated: () => false, requireLogin: jest.fn() },
    i18n,
    bus: createBus<KlobStateMap, KlobEventMap>(initialKlobState),
    featureFlags: {},
    config: { environment: 'test', apiBaseUrl: 'http://localhost', socketUrl: 'http://localhost', chatBasicAuth: { user: 'u', password: 'p' } },
    ...overrides,
  };
}
