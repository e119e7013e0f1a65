import createCache from '@emotion/cache';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from '@klob/shared/react-i18n';
import type { TranslationTree } from '../api-contract/locale';
import type { PublishedTexts } from '../translations';
import { createFetchClient } from '../http';
import { createKlobBus } from '../bus/klob-bus';
import type { BusWriter } from '../bus/channel-contracts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { SHARED_NAMESPACE, SHARED_TRANSLATIONS } from '../i18n/shared-translations';
import { FirstScreenDataContext } from '../data/first-screen-data';
import { createServerDataCache } from '../data/server-data-cache';
import { styleKeyOf } from '../mount/style-cache';
import type { UnitLifecycles } from '../mount/create-mountable';
import type { KlobServices, UnitProps } from '../services/services';
import type { FirstScreen, FirstScreenModule, FirstScreenRequest } from './contract';
import { renderInPasses } from './render-passes';

export interface FirstScreenRendererOptions {
  /** The app's federation name: its units' bus writer and style key, as the shell gives them in the browser. */
  app: BusWriter;
  /** The units whose first screen the server may render (their exposed lifecycles). */
  units: Readonly<Record<string, UnitLifecycles>>;
  /** The app's own namespaces (`src/texts`). */
  texts: PublishedTexts;
  /** The signed-in pages whose frame the app draws (`FirstScreenRequest.frame`); without it, none. */
  drawsFrameOf?(pathname: string): boolean;
}

const textsIn = (texts: PublishedTexts, language: Language, namespaces: readonly string[]): Record<string, TranslationTree> =>
  Object.fromEntries(namespaces.filter((namespace) => texts[namespace]).map((namespace) => [namespace, texts[namespace]![language]]));

export function serverI18n(
  language: Language,
  texts: PublishedTexts,
  namespaces: readonly string[],
  published: Record<string, TranslationTree> = {},
): I18n {
  const i18n = createInstance();
  const resourcesIn = (lng: Language) => ({
    ...textsIn(texts, lng, namespaces),
    ...(lng === language ? published : {}),
    [SHARED_NAMESPACE]: { ...SHARED_TRANSLATIONS[lng] },
  });
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: resourcesIn(language), [DEFAULT_LANGUAGE]: resourcesIn(DEFAULT_LANGUAGE) },
    ns: [...namespaces, SHARED_NAMESPACE],
    defaultNS: namespaces[0] ?? SHARED_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/** Nothing is loaded for a frame: each part that reads data draws itself as it stands before its answer. */
const NO_DATA = { take: () => undefined };

/**
 * What a unit is given on the server: the api without a user, no navigation, no nested units. In a frame someone is
 * signed in, not known: the bus says so, with no user.
 */
export function serverServices(app: BusWriter, request: FirstScreenRequest, i18n: I18n): KlobServices {
  const platformBus = createKlobBus();
  platformBus.setState('language', request.language);
  if (request.frame) platformBus.setState('auth', { isAuthenticated: true, isAuthenticating: true, user: null });
  const client = createFetchClient({ baseUrl: request.apiOrigin, timeoutMs: Math.max(1, request.deadline - Date.now()) });
  return {
    http: { service: client, base: client, localization: client },
    navigate: () => undefined,
    auth: { getIdToken: () => null, isAuthenticated: () => false, requireLogin: () => undefined },
    i18n,
    bus: app === 'shell' ? platformBus : platformBus.as(app),
    featureFlags: {},
    config: request.config,
    UnitSlot: () => null,
    pageData: createServerDataCache(),
  };
}

/**
 * An app's first-screen renderer (issue 25): renders one unit as it mounts in the browser, with the server data
 * it asks for through `useServerData` loaded between passes, and returns the markup with that data and its
 * texts so the browser's first render is the same.
 */
export function createFirstScreenRenderer({ app, units, texts, drawsFrameOf }: FirstScreenRendererOptions): FirstScreenModule {
  return {
    async renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
      const unit = units[request.unit]?.firstScreen;
      if (!unit || (request.frame && !drawsFrameOf?.(request.pathname))) return null;
      const published = (await request.publishedTexts?.(unit.namespaces).catch(() => null)) ?? {};
      const i18n = serverI18n(request.language, texts, unit.namespaces, published);
      const props: UnitProps = {
        services: serverServices(app, request, i18n),
        params: request.params,
        query: request.query,
        pathname: request.pathname,
      };
      // A new style cache each pass: a cache that has inserted a style already leaves it out of the markup.
      const { html, data } = await renderInPasses(request.deadline, (pass) => (
        <FirstScreenDataContext value={request.frame ? NO_DATA : pass.data}>
          <unit.Tree props={props} styleCache={createCache({ key: styleKeyOf(app) })} />
        </FirstScreenDataContext>
      ));
      return { html, data, texts: { ...textsIn(texts, request.language, unit.namespaces), ...published } };
    },
  };
}
