import { useLocation } from 'react-router-dom';
import { PageLoading } from '../pages/notice/page-loading';
import { LazyRemoteUnit } from '../remotes/lazy-remote-unit';
import { matchRemoteRoute, useRemoteRoutes } from '../routes/remote-routes';
import { usePageQuery } from '../routes/use-page-query';

/**
 * The page in a signed-in page's frame (issue 25): a remote's page as its remote draws it before its data (when its
 * renderer answers the frame), else the page-sized skeleton, as for the shell's own pages.
 */
export function SignedInFramePage() {
  const { pathname } = useLocation();
  const query = usePageQuery();
  const remoteRoutes = useRemoteRoutes();
  const match = remoteRoutes.status === 'ready' ? matchRemoteRoute(pathname, remoteRoutes.data) : null;
  if (!match) return <PageLoading />;
  return <LazyRemoteUnit unit={match.unit} params={match.params} query={query} pathname={pathname} asPage />;
}
