import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { createServerDataCache, ServerDataCacheContext, ServicesContext, type KlobServices } from '@klob/shared';
import { ShellErrorBoundary } from './shell-error-boundary';
import { ShellRoutes } from './router';
import type { Navigation } from './navigation';

export interface ShellAppProps {
  navigation: Navigation;
  services: KlobServices;
}

export function ShellApp({ navigation: { NavigationBridge }, services }: ShellAppProps) {
  // Server data kept for the page (e.g. the partner routes) lives as long as the page.
  const [serverDataCache] = useState(createServerDataCache);
  return (
    <ServicesContext.Provider value={services}>
      <ServerDataCacheContext.Provider value={serverDataCache}>
        <I18nextProvider i18n={services.i18n}>
          <ShellErrorBoundary>
            <BrowserRouter>
              <NavigationBridge />
              <ShellRoutes />
            </BrowserRouter>
          </ShellErrorBoundary>
        </I18nextProvider>
      </ServerDataCacheContext.Provider>
    </ServicesContext.Provider>
  );
}
