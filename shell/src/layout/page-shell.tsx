import { css } from '@emotion/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { colors, mediaMobile } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { LazyRemoteUnit } from '../remotes/lazy-remote-unit';
import { useBusState } from '@klob/shared';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { GlobalStyles } from './global-styles';
import { usePageSettled } from './page-settled';
import { ChatWidgetSlot } from './chat-widget-slot';
import { LogoutFlowHost } from '../logout-feedback/logout-flow-host';
import { CookieNotice } from '../overlays/notices/cookie-notice';
import { PageExtras } from '../overlays/page-extras';
import { PreviewModeBanner } from '../overlays/notices/preview-mode-banner';
import { overlaysAllowed } from '../overlays/overlay-rules';
import { InBrowserOnly } from './in-browser-only';
import { SignedInOverlays, SignedInParts } from './signed-in-chunks';
import { sideColumnBoxStyle } from './side-column';
import { useSignedInFrame } from './signed-in-frame';
import { SignedInFramePage } from './signed-in-frame-page';

const layoutStyle = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > [data-body] {
    flex: 1;
    display: flex;
    align-items: stretch;
    min-width: 0;
  }
  main {
    flex: 1;
    min-width: 0;
    /* The footer starts below the fold while a page's content loads: growing content then moves nothing on screen (no layout shift). */
    min-height: 100vh;
  }
  ${mediaMobile} {
    &[data-signed-in='true'] {
      padding-bottom: 60px;
    }
  }
`;

/**
 * Desktop: the community button floats at the bottom right. 768 px or less: a floating button would
 * sit on the page's full-width cards, so it is docked at the end of the page instead, opening upward.
 */
const floatingSlotStyle = css`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 50;
  ${mediaMobile} {
    position: static;
    /* Docked in the flow, it holds the button's place (56 px and the padding) before mf-chat arrives. */
    min-height: 80px;
    display: flex;
    justify-content: flex-end;
    padding: 12px;
    background: ${colors.footer};
    > * {
      position: relative;
    }
  }
`;

/** The side column's place while its chunk loads, and in a signed-in page's frame. */
const sideColumnBox = <div css={sideColumnBoxStyle} aria-hidden="true" />;

const COMMUNITY_POPUP = { remote: 'mf_chat', unit: 'community-popup' } as const;

/**
 * The community popup is closed on the first screen: mf-chat loads once the page has settled (layout/page-settled.ts).
 * Only this slot renders again then, not the page shell around it.
 */
function CommunityPopupSlot({ pathname }: { pathname: string }) {
  const settled = usePageSettled();
  return settled ? <LazyRemoteUnit unit={COMMUNITY_POPUP} pathname={pathname} /> : null;
}

/**
 * The page shell every route renders in: header, the signed-in side menu or bottom bar, content,
 * footer, the floating community popup, and what surrounds every page (toasts, notices, banners).
 */
export function PageShell() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { isAuthenticated } = useBusState('auth');
  const frame = useSignedInFrame();
  return (
    <div css={layoutStyle} data-signed-in={isAuthenticated}>
      <GlobalStyles />
      <CookieNotice />
      <InBrowserOnly>
        <PreviewModeBanner />
      </InBrowserOnly>
      <SiteHeader />
      {!frame && overlaysAllowed(pathname, isAuthenticated) && (
        <Suspense fallback={null}>
          <SignedInOverlays />
        </Suspense>
      )}
      <div data-body>
        {isAuthenticated &&
          (frame ? (
            sideColumnBox
          ) : (
            <Suspense fallback={sideColumnBox}>
              <SignedInParts />
            </Suspense>
          ))}
        <main id="content">{frame ? <SignedInFramePage /> : <Outlet />}</main>
      </div>
      <SiteFooter />
      <InBrowserOnly>
        <ChatWidgetSlot />
        <LogoutFlowHost />
        <PageExtras />
      </InBrowserOnly>
      <aside css={floatingSlotStyle} aria-label={t('communitySlot')}>
        <CommunityPopupSlot pathname={pathname} />
      </aside>
    </div>
  );
}
