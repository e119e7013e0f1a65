import { css } from '@emotion/react';
import { Outlet, useLocation } from 'react-router-dom';
import { RemoteUnit } from '../remotes';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { GlobalStyles } from './global-styles';
import { ChatWidgetSlot } from './chat-widget-slot';
import { LogoutFlowHost } from '../logout-feedback/logout-flow-host';

const layoutStyle = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main {
    flex: 1;
  }
`;

const floatingSlotStyle = css`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 50;
`;

const COMMUNITY_POPUP = { remote: 'mf_chat', unit: 'community-popup' } as const;

/** The page shell every route renders in: header, content, footer and the floating community popup. */
export function PageShell() {
  const { pathname } = useLocation();
  return (
    <div css={layoutStyle}>
      <GlobalStyles />
      <SiteHeader />
      <main id="content">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatWidgetSlot />
      <LogoutFlowHost />
      <aside css={floatingSlotStyle} aria-label="community">
        <RemoteUnit unit={COMMUNITY_POPUP} pathname={pathname} />
      </aside>
    </div>
  );
}
