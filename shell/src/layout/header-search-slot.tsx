import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { css } from '@emotion/react';
import { mediaMobile } from '@klob/shared/ui';
import { RemoteUnit } from '../remotes';

const SEARCH_BOX = { remote: 'mf_search', unit: 'search-box' } as const;

const slotStyle = css`
  display: flex;
  min-width: 0;
  ${mediaMobile} {
    flex: 1;
  }
`;

/** The header's search box slot (spec 2 "Headers"): mf-search's search box, which gets the page's path and query. */
export function HeaderSearchSlot() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
  return <RemoteUnit unit={SEARCH_BOX} pathname={pathname} query={query} css={slotStyle} />;
}
