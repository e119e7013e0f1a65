import { useEffect, useRef, type ComponentType } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { forgetFirstScreenData, ServerDataCacheContext, ServicesContext, type KlobServices } from '@klob/shared';
import { FirstScreenSlotsContext, type FirstScreenSlots } from '../remotes/first-screen-slots';
import { ShellErrorBoundary } from './shell-error-boundary';
import { ShellRoutes } from './router';
import { NewPageAtTop } from './new-page-at-top';
import type { Navigation } from './navigation';

export interface ShellAppProps {
  navigation: Navigation;
  services: KlobServices;
  /** The slots the server rendered into the page (issue 25). */
  firstScreenSlots?: FirstScreenSlots | null;
}

/**
 * What the router holds, in the browser and on the server alike (first-screen.tsx): the same tree gives the same
 * `useId` values, so the server's markup is taken over as it is. The navigation bridge is the browser's only.
 */
export function ShellRouterContent({ bridge: NavigationBridge }: { bridge?: ComponentType }) {
  return (
    <>
      {NavigationBridge ? <NavigationBridge /> : null}
      <ForgetFirstScreenOnNavigation />
      <NewPageAtTop />
      <ShellRoutes />
    </>
  );
}

/**
 * The first screen's data is for the page it was rendered for: the first navigation forgets it. The page a navigation
 * opens gets what a hovered link read ahead for it (`layout/link-preload.ts`).
 */
function ForgetFirstScreenOnNavigation() {
  const { key, pathname } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) forgetFirstScreenData(pathname);
  }, [key, pathname]);
  return null;
}

export function ShellApp({ navigation: { NavigationBridge }, services, firstScreenSlots = null }: ShellAppProps) {
  return (
    <ServicesContext.Provider value={services}>
      <ServerDataCacheContext.Provider value={services.pageData}>
        <FirstScreenSlotsContext value={firstScreenSlots}>
          <I18nextProvider i18n={services.i18n}>
            <ShellErrorBoundary>
              <BrowserRouter>
                <ShellRouterContent bridge={NavigationBridge} />
              </BrowserRouter>
            </ShellErrorBoundary>
          </I18nextProvider>
        </FirstScreenSlotsContext>
      </ServerDataCacheContext.Provider>
    </ServicesContext.Provider>
  );
}
