import { lazy, Suspense } from 'react';
import { closeLogoutFlow, useLogoutFlowOpen } from './logout-request';

// The platform's one NPS form and the logout modals: loaded when someone chooses to sign out.
const LogoutFlow = lazy(() => import('./logout-flow'));

/** Renders the logout flow while it is requested (the header's avatar menu, the side menu). */
export function LogoutFlowHost() {
  const open = useLogoutFlowOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LogoutFlow onClose={closeLogoutFlow} />
    </Suspense>
  );
}
