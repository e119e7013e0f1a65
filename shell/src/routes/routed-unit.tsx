import { useLocation, useParams } from 'react-router-dom';
import { federationIdOf, type UnitRef } from '@klob/shared';
import { RemoteUnit } from '../remotes/remote-unit';
import { usePageQuery } from './use-page-query';

/**
 * A remote unit as a whole page: it receives the route's params, query and path (spec 1 §2). `params`: those
 * of a route matched outside the router's table (a remote's published route), else the router's. Another unit's page
 * is a slot of its own (keyed): it starts from that page's first screen or its unit in hand, not the last page's state.
 */
export function RoutedUnit({ unit, params }: { unit: UnitRef; params?: Record<string, string> }) {
  const routerParams = useParams();
  const { pathname } = useLocation();
  const query = usePageQuery();
  return <RemoteUnit key={federationIdOf(unit)} unit={unit} params={params ?? routerParams} query={query} pathname={pathname} asPage />;
}
