import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { KlobServices } from '@klob/shared';
import { ShellServicesContext } from '../app/shell-services-context';

/** Renders shell routes at `path` with the given services, as the real shell does. */
export function renderRoute(routes: RouteObject[], path: string, services: KlobServices) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ShellServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ShellServicesContext.Provider>,
  );
  return { ...view, router };
}
