import { render } from '@testing-library/react';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ServerDataCacheContext, ServicesContext, type KlobServices } from '@klob/shared';
import type { TranslationTree } from '@klob/shared/api-contract/locale';
import { createFakeHttpClient, createTestI18n, createTestServices, type FakeHttpClient, type FakeRoute } from '@klob/shared/testing';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders shell routes at `path` with the given services, as the real shell does: the page's data cache is the services'. */
export function renderRoute(routes: RouteObject[], path: string, services: KlobServices) {
  return render(
    <ServicesContext.Provider value={services}>
      <ServerDataCacheContext.Provider value={services.pageData}>
        <I18nextProvider i18n={services.i18n}>
          <MemoryRouter initialEntries={[path]}>
            <Routes routes={routes} />
          </MemoryRouter>
        </I18nextProvider>
      </ServerDataCacheContext.Provider>
    </ServicesContext.Provider>,
  );
}

export interface PageOverFakeApi {
  routes: RouteObject[];
  path: string;
  /** What the api's service calls answer (`'POST /path'` -> body, error or function). */
  api: Record<string, FakeRoute>;
  /** The one namespace of texts the page reads, in Indonesian. */
  namespace: string;
  texts: TranslationTree;
}

/** Shell routes rendered at `path` with test services over a fake api; answers the fake service, to read its requests. */
export function renderPageOverFakeApi({ routes, path, api, namespace, texts }: PageOverFakeApi): FakeHttpClient {
  const service = createFakeHttpClient(api);
  const services = createTestServices({
    i18n: createTestI18n({ resources: { id: { [namespace]: texts } } }),
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
  });
  renderRoute(routes, path, services);
  return service;
}
