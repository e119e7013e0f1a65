import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isPreviewMode } from './page-query-notices';

const PreviewModeBannerView = lazy(() => import('./preview-mode-banner-view'));

/** pr=1 shows the 'Preview Mode' banner at the top of the page (S1-2.9-05). */
export function PreviewModeBanner() {
  const { search } = useLocation();
  if (!isPreviewMode(search)) return null;
  return (
    <Suspense fallback={null}>
      <PreviewModeBannerView />
    </Suspense>
  );
}
