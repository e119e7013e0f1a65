import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { UnitRef } from '@klob/shared';
import { RemoteUnit } from '../remotes';
import { PendingPage } from '../pages/pending/pending-page';

/** A remote unit as a whole page: it receives the route's params, query and path (spec 1 §2). */
export function RoutedUnit({ unit }: { unit: UnitRef }) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
  return <RemoteUnit unit={unit} params={params} query={query} pathname={pathname} asPage />;
}

/** The page of a route: its remote unit when one is registered in ROUTE_PAGES, else the pending page. */
export function RoutePage({ unit }: { unit: UnitRef | undefined }) {
  return unit ? <RoutedUnit unit={unit} /> : <PendingPage />;
}
