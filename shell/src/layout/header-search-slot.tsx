import { useMemo, useState } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router-dom';
import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, fontSizes, mediaMobile, radii, space, visuallyHiddenStyle } from '@klob/shared/ui';
import { LazyRemoteUnit } from '../remotes/lazy-remote-unit';
import { useBusState } from '@klob/shared';
import { useRemoteRoutes, type RemoteRoutes } from '../routes/remote-routes';

const SEARCH_BOX = { remote: 'mf_search', unit: 'search-box' } as const;
/** mf-search's own pages (its published routes) have their search box in the page. */
const isSearchPage = (pathname: string, routes: RemoteRoutes) =>
  routes.list.some(({ remote, route }) => remote === SEARCH_BOX.remote && matchPath(route.path, pathname));

const slotStyle = css`
  display: flex;
  min-width: 0;
  /* While mf-search loads and mounts, the slot holds the box's size (mf-search's search-box styles), so the header does not grow when it arrives. */
  min-height: 40px;
  & > div {
    display: contents;
  }
  & > div[aria-busy='true'] {
    display: block;
    flex: none;
    width: min(360px, 32vw);
    ${mediaMobile} {
      width: 36px;
    }
  }
`;

const SEARCH_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' width='18' height='18' viewBox='0 0 24 24' fill='none' stroke='${colors.textMuted}' stroke-width='2.2' stroke-linecap='round'><circle cx='11' cy='11' r='7'/><path d='m20 20-3.5-3.5'/></svg>`,
)}")`;

/** What the header shows until the search box is asked for: the look of the box, nothing loaded. */
const standInStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: min(360px, 32vw);
  height: 40px;
  padding: 0 ${space(3)} 0 40px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted} ${SEARCH_ICON} no-repeat 12px center;
  color: ${colors.textMuted};
  font: inherit;
  font-size: ${fontSizes.sm};
  text-align: left;
  cursor: text;
  ${mediaMobile} {
    width: 36px;
    margin: 0 -12px;
    padding: 0;
    background-position: center;
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
  const [searchParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
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
