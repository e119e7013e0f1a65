import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { LazyRemoteUnit } from '../remotes/lazy-remote-unit';
import { useBusState } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { usePageQuery } from '../routes/use-page-query';

const CHAT_WIDGET = { remote: 'mf_chat', unit: 'chat-widget' } as const;

/** Above the community popup's button, in the same corner. */
const chatSlotStyle = css`
  position: fixed;
  right: 20px;
  bottom: 84px;
  z-index: 55;
`;

/**
 * The slot of mf-chat's chat widget (spec 2 "Chat widget", issue 11): mounted on every page for a
 * signed-in user and never for a guest (S2-2-14), so a guest's first load of `/` carries none of it
 * (mf-chat/README.md "Choices"). For a signed-in user it mounts with the page, not once the page has settled: a page's
 * chat button (a job's, a company's) asks it on the bus to open, and it must be listening. The unit gets the path and query to follow the page.
 */
export function ChatWidgetSlot() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { isAuthenticated } = useBusState('auth');
  const query = usePageQuery();
  if (!isAuthenticated) return null;
  return (
    <aside css={chatSlotStyle} aria-label={t('chatSlot')}>
      <LazyRemoteUnit unit={CHAT_WIDGET} pathname={pathname} query={query} />
    </aside>
  );
}
