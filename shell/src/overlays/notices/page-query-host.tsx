import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

const PageQueryEffects = lazy(() => import('./page-query-effects'));

const NAMES_A_TOAST = /[?&](claimStatus|pcgStatus)=/;

/** Loads the claimStatus / pcgStatus toasts only for URLs that carry one of them. */
export function PageQueryNotices() {
  const { search } = useLocation();
  if (!NAMES_A_TOAST.test(search)) return null;
  return (
    <Suspense fallback={null}>
      <PageQueryEffects />
    </Suspense>
  );
}
