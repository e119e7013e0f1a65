import { ServicesContext } from '@klob/shared';
import { render } from '@testing-library/react';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { createServerDataCache, ServerDataCacheContext, type KlobServices } from '@klob/shared';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders shell routes at `path` with the given services, as the real shell does; each render is a fresh page (its own data cache). */
export function renderRoute(routes: RouteObject[], path: string, services: KlobServices) {
  return render(
    <ServicesContext.Provider value={services}>
      <ServerDataCacheContext.Provider value={createServerDataCache()}>
        <I18nextProvider i18n={services.i18n}>
          <MemoryRouter initialEntries={[path]}>
            <Routes routes={routes} />
          </MemoryRouter>
        </I18nextProvider>
      </ServerDataCacheContext.Provider>
    </ServicesContext.Provider>,
  );
}
