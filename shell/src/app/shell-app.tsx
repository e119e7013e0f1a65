import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { KlobServices } from '@klob/shared';
import { ShellServicesContext } from './shell-services-context';
import type { ShellRouter } from './router';

export interface ShellAppProps {
  router: ShellRouter;
  services: KlobServices;
}

export function ShellApp({ router, services }: ShellAppProps) {
  return (
    <ShellServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ShellServicesContext.Provider>
  );
}
