import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page's query as a unit is given it (`UnitProps.query`): the same object until the query changes. */
export function usePageQuery(): Record<string, string> {
  const [searchParams] = useSearchParams();
  return useMemo(() => Object.fromEntries(searchParams), [searchParams]);
}
