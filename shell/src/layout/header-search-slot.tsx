import { useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, mediaMobile, searchBoxWidthStyle, searchFieldStyle, space, visuallyHiddenStyle } from '@klob/shared/ui';
import { LazyRemoteUnit } from '../remotes/lazy-remote-unit';
import { useBusState } from '@klob/shared';
import { useRemoteRoutes, type RemoteRoutes } from '../routes/remote-routes';
import { usePageQuery } from '../routes/use-page-query';

const SEARCH_BOX = { remote: 'mf_search', unit: 'search-box' } as const;
/** mf-search's own pages (its published routes) have their search box in the page. */
const isSearchPage = (pathname: string, routes: RemoteRoutes) =>
  routes.list.some(({ remote, route }) => remote === SEARCH_BOX.remote && matchPath(route.path, pathname));

/** The unit the header shows at once on `pathname`, if any: what a link to that page may load ahead (`link-preload.ts`). */
export const headerUnitOn = (pathname: string, routes: RemoteRoutes) => (isSearchPage(pathname, routes) ? SEARCH_BOX : null);

const slotStyle = css`
  display: flex;
  min-width: 0;
  /* While mf-search loads and mounts, the slot holds the box's size, so the header does not grow when it arrives. */
  min-height: 40px;
  & > div {
    display: contents;
  }
  & > div[aria-busy='true'] {
    display: block;
    flex: none;
    ${searchBoxWidthStyle}
  }
`;

/** What the header shows until the search box is asked for: the look of the box, nothing loaded. */
const standInStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  ${searchBoxWidthStyle}
  ${searchFieldStyle}
  color: ${colors.textMuted};
  text-align: left;
  cursor: text;
  ${mediaMobile} {
    margin: 0 -12px;
    span {
      ${visuallyHiddenStyle}
    }
  }
`;

/**
 * The header's search box slot (spec 2 "Headers"): mf-search's search box, which gets the page's path
 * and query. A visitor's page that mf-search does not render loads the box when it is asked for
 * (press, focus, click) instead of with the page: its remote would cost `/` about 23 KB gz of
 * the first-load budget. The box takes the focus when it mounts inside `data-search-focus="true"`.
 */
export function HeaderSearchSlot() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const query = usePageQuery();
  const signedIn = useBusState('auth').isAuthenticated;
  const [asked, setAsked] = useState(false);
  const remoteRoutes = useRemoteRoutes();
  const onSearchPage = remoteRoutes.status === 'ready' && isSearchPage(pathname, remoteRoutes.data);

  if (!asked && !signedIn && !onSearchPage)
    return (
      <button
        type="button"
        css={standInStyle}
        data-testid="search-box-stand-in"
        onPointerDown={() => setAsked(true)}
        onFocus={() => setAsked(true)}
        onClick={() => setAsked(true)}
      >
        <span>{t('header.findJobs')}</span>
      </button>
    );
  return (
    <div css={slotStyle} data-search-focus={asked}>
      <LazyRemoteUnit unit={SEARCH_BOX} pathname={pathname} query={query} />
    </div>
  );
}
