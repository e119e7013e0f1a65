import { lazy, Suspense, useEffect, useState } from 'react';
import { useServices } from '@klob/shared';
import { createShellStorage } from '../auth/shell-storage';
import { useSideColumnShown } from '../layout/side-column';
import { BackToTop } from './back-to-top/back-to-top-host';
import { installBannerAllowed, isMobileBuild } from './install-banner/install-banner-rules';
import { trackOfflineFlag } from './offline/offline-flag';
import { PageQueryNotices } from './notices/page-query-host';
import { usePageViewAnalytics } from './analytics/page-view-analytics';
import { registerServiceWorker } from './service-worker/service-worker-registration';
import { ToastHost } from './toasts/toast-host';
import { DeleteConfirmHost } from './delete-confirm/delete-confirm-host';

// Only Android visitors who have not dismissed it ever load the install banner (spec 1 §4.3).
const InstallBanner = lazy(() => import('./install-banner/install-banner'));

/**
 * What surrounds every page (spec 1 §2.9, §4.2, §4.3, §4.7, §4.8): toasts, the pr / claimStatus /
 * pcgStatus notices, back-to-top (see layout/side-column.ts), the install banner, the offline flag, page-view analytics and the service worker.
 */
export function PageExtras() {
  const { bus } = useServices();
  const sideColumnShown = useSideColumnShown();
  const [showInstall] = useState(() =>
    installBannerAllowed({
      userAgent: navigator.userAgent,
      standalone: isMobileBuild(),
      dismissed: createShellStorage().dismissedPWA.read() === true,
    }),
  );
  useEffect(() => trackOfflineFlag(bus), [bus]);
  useEffect(() => registerServiceWorker(), []);
  usePageViewAnalytics();
  return (
    <>
      {/* First: its subscription must exist before any sibling's effect emits a toast. */}
      <ToastHost />
      <DeleteConfirmHost />
      <PageQueryNotices />
      {/* Signed in on a wide page it stands in the side column, under the featured-event card. */}
      {!isMobileBuild() && !sideColumnShown && <BackToTop />}
      {showInstall && (
        <Suspense fallback={null}>
          <InstallBanner />
        </Suspense>
      )}
    </>
  );
}
