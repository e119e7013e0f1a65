import { ServicesContext } from '@klob/shared';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { KlobServices } from '@klob/shared';
import { ShellRoutes } from './router';
import type { Navigation } from './navigation';

export interface ShellAppProps {
  navigation: Navigation;
  services: KlobServices;
}

export function ShellApp({ navigation: { NavigationBridge }, services }: ShellAppProps) {
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <BrowserRouter>
          <NavigationBridge />
          <ShellRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
