import { useEffect } from 'react';
import { useServices } from '@klob/shared';
import { SkeletonList } from './state-views';

/** spec 1 §2.1's lists, where a detail page without its id sends the visitor. */
export const JOB_LIST_PATH = '/jobs';
export const COMPANY_LIST_PATH = '/companies';

/**
 * A detail page opened without its id (bare /job, /company, /home/klob-and-co/job) has nothing to show:
 * it takes the visitor to the list of what it would show, in place (mf-journey/README.md "Choices").
 */
export function ToListPage({ path }: { path: string }) {
  const { navigate } = useServices();
  useEffect(() => navigate(path, { replace: true }), [navigate, path]);
  return <SkeletonList count={1} />;
}
