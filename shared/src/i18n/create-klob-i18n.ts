import { TRANSLATIONS_WAIT_MS } from '../constants/time-limits';
import { createInstance, type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from '@klob/shared/react-i18n';
import type { HttpClient } from '../services/http-client';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { createLocalizationBackend } from './localization-backend';
import { SHARED_NAMESPACE, sharedResources } from './shared-translations';

export interface KlobI18nOptions {
  /** The localization API client (spec 1 §7). */
  localization: HttpClient;
  /** 'id' unless given (spec 1 §9). */
  language?: Language;
  /** Namespaces loaded at start; units load theirs when they mount. The first is the default. */
  namespaces?: readonly string[];
  /** Namespaces already at hand (inlined by the server, issue 25), by language: not loaded again. */
  resources?: Partial<Record<Language, Record<string, ResourceKey>>>;
}

const withResources = (shared: Resource, given: Partial<Record<Language, Record<string, ResourceKey>>>): Resource =>
  Object.fromEntries(LANGUAGES.map((lng) => [lng, { ...given[lng], ...shared[lng] }]));

/**
 * The platform's i18next instance: texts from the localization api, Indonesian as default and
 * fallback, Indonesian and English supported, and @klob/shared's own texts bundled.
 */
export function createKlobI18n({ localization, language = DEFAULT_LANGUAGE, namespaces = [], resources = {} }: KlobI18nOptions): I18n {
  const i18n = createInstance();
  i18n
    .use(createLocalizationBackend(localization))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: [...namespaces, SHARED_NAMESPACE],
      defaultNS: namespaces[0] ?? SHARED_NAMESPACE,
      // The shared texts are bundled; every other namespace comes from the backend.
      resources: withResources(sharedResources(), resources),
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // Units load their namespaces before mounting, so components never need to suspend.
      react: { useSuspense: false },
    })
    .catch((error: unknown) => console.error('[klob] i18n could not start', error));
  return i18n;
}

/**
 * Resolves once the instance has loaded its start namespaces, or after `limitMs` (no limit unless
 * given), whichever comes first; the timer is cleared either way.
 */
export function whenI18nReady(i18n: I18n, limitMs?: number): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
    if (limitMs !== undefined) timer = setTimeout(done, limitMs);
  });
}

/** Loads namespaces, waiting at most `limitMs`: after that the caller goes on and the texts fill in when they arrive. */
export function loadNamespacesWithin(i18n: I18n, namespaces: readonly string[], limitMs: number): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
  return Promise.race([i18n.loadNamespaces([...namespaces]), waited]).finally(() => clearTimeout(timer));
}

export { TRANSLATIONS_WAIT_MS };
