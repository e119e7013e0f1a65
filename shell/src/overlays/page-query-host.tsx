import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

const PageQueryEffects = lazy(() => import('./page-query-effects'));

const NAMES_A_NOTICE = /[?&](pr|claimStatus|pcgStatus)=/;

/** Loads the pr / claimStatus / pcgStatus notices only for URLs that carry one of them. */
export function PageQueryNotices() {
  const { search } = useLocation();
  if (!NAMES_A_NOTICE.test(search)) return null;
  return (
    <Suspense fallback={null}>
      <PageQueryEffects />
    </Suspense>
  );
}
