import { useMemo, useState } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router-dom';
import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, fontSizes, mediaMobile, radii, space } from '@klob/shared/ui';
import { RemoteUnit } from '../remotes';
import { useBusState } from '../app/use-bus-state';
import { ROUTE_PAGES } from '../routes/route-pages';

const SEARCH_BOX = { remote: 'mf_search', unit: 'search-box' } as const;
const SEARCH_PAGE_PATHS = Object.entries(ROUTE_PAGES)
  .filter(([, unit]) => unit.remote === SEARCH_BOX.remote)
  .map(([path]) => path);
const isSearchPage = (pathname: string) => SEARCH_PAGE_PATHS.some((path) => matchPath(path, pathname));

const slotStyle = css`
  display: flex;
  min-width: 0;
  ${mediaMobile} {
    flex: 1;
  }
  & > div {
    display: contents;
  }
`;

/** What the header shows until the search box is asked for: the look of the box, nothing loaded. */
const standInStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: min(360px, 32vw);
  height: 40px;
  padding: 0 ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font: inherit;
  font-size: ${fontSizes.sm};
  text-align: left;
  cursor: text;
  ${mediaMobile} {
    width: auto;
    flex: 1;
    min-width: 0;
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

  if (!asked && !signedIn && !isSearchPage(pathname))
    return (
      <button
        type="button"
        css={standInStyle}
        data-testid="search-box-stand-in"
        onPointerDown={() => setAsked(true)}
        onFocus={() => setAsked(true)}
        onClick={() => setAsked(true)}
      >
        {t('header.findJobs')}
      </button>
    );
  return (
    <div css={slotStyle} data-search-focus={asked}>
      <RemoteUnit unit={SEARCH_BOX} pathname={pathname} query={query} />
    </div>
  );
}
