import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HttpError, SlotFallback, useBusState, useServerData, useServices } from '@klob/shared';
import { CONTENT_PATHS, type VacancySummary } from '@klob/shared/api-contract/content';
import { getResult } from '@klob/shared/api-contract/envelope';
import { JOB_SHORT_HASH_PATTERN, jobDetailPath } from '@klob/shared/links';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { PageLoading } from '../pages/notice/page-loading';

/** The hash of a one-segment path that may be a short job link (spec 1 §2.4), else null. */
export function shortJobHashOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [only] = segments;
  return segments.length === 1 && only && JOB_SHORT_HASH_PATTERN.test(only) ? only : null;
}

/**
 * The last resort of an unknown path (after the dynamic routes and the campaign pages): a short job
 * link /{hash} is resolved through the api and replaced by its job page; anything else, or a hash
 * of no job, is the not-found screen.
 */
export function JobShortLinkOrNotFound() {
  const hash = shortJobHashOf(useLocation().pathname);
  return hash ? <JobShortLink hash={hash} /> : <NotFoundPage />;
}

const isUnknownLink = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

function JobShortLink({ hash }: { hash: string }) {
  const { http, navigate } = useServices();
  const { isAuthenticated } = useBusState('auth');
  const job = useServerData({
    key: `job-short-link/${hash}`,
    load: (signal) => getResult<VacancySummary>(http.base, CONTENT_PATHS.vacancyByShortHash(hash), undefined, { signal }),
  });
  const target = job.status === 'ready' ? jobDetailPath(job.data, isAuthenticated) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
  if (job.status === 'failed') {
    return isUnknownLink(job.error) ? <NotFoundPage /> : <SlotFallback unitName="job-short-link" onRetry={job.retry} />;
  }
  return <PageLoading />;
}
