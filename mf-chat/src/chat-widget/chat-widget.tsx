import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { forgetUserStorageOnSignOut, useServices } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import type { ChatController, ChatState } from './chat-controller';
import { CHAT_NAMESPACE } from './chat-namespace';
import {
  badgeStyle,
  bodyStyle,
  bubbleStyle,
  conversationColumnStyle,
  hintStyle,
  panelHeaderStyle,
  panelStyle,
  roleBarStyle,
} from './chat-widget.styles';
import { Conversation } from './conversation';
import { RoomList } from './room-list';
import { ConnectionLostPanel, OfflineOverlay, SpecialPanel } from './special-panels';
import { OUTBOX_STORAGE_PREFIX } from './outbox';
import { useChatController, useSignedInUserId } from './use-chat-controller';

const subscribeToConnectivity = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const browserIsOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** S2-4-31: the browser is offline, as the browser says (its online/offline events) or the bus `offline` channel. */
function useBrowserOffline(): boolean {
  const { bus } = useServices();
  const [busOffline, setBusOffline] = useState(() => bus.getState('offline'));
  useEffect(() => {
    const subscription = bus.state('offline').subscribe(setBusOffline);
    return () => subscription.unsubscribe();
  }, [bus]);
  const offline = useSyncExternalStore(subscribeToConnectivity, browserIsOffline, () => false);
  return busOffline || offline;
}

function RoleBar({ state, controller }: { state: ChatState; controller: ChatController }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const id = useId();
  const role = state.roles.find((candidate) => candidate.chatRoleId === state.roleId);
  const asCompany = Boolean(role?.corporateId);
  return (
    <>
      {state.roles.length > 1 && (
        <div css={roleBarStyle}>
          <label htmlFor={id}>{t('roles.switchLabel')}</label>
          <select id={id} value={state.roleId ?? ''} onChange={(event) => controller.switchRole(event.target.value)}>
            {state.roles.map((candidate) => (
              <option key={candidate.chatRoleId} value={candidate.chatRoleId}>
                {candidate.chatRoleName}
                {candidate.corporateId && state.corporateUnread[candidate.corporateId]
                  ? ` (${state.corporateUnread[candidate.corporateId]})`
                  : ''}
              </option>
            ))}
          </select>
          {state.candidateUserId && (
            <button type="button" onClick={() => controller.chatWithCandidate().catch(() => undefined)}>
              {t('roles.chatWithCandidate')}
            </button>
          )}
        </div>
      )}
      {state.candidateUserId && state.roles.length > 1 ? (
        <p css={hintStyle} data-testid="chat-admin-hint">
          {t('roles.chatAsAdmin')}
        </p>
      ) : (
        !asCompany && (
          <p css={hintStyle} data-testid="chat-ask-hint">
            {t('widget.askHint')}
          </p>
        )
      )}
    </>
  );
}

function ChatPanelView({ state, controller, offline }: { state: ChatState; controller: ChatController; offline: boolean }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const titleId = useId();
  const showsConversation = Boolean(state.activeRoomId || state.panel);
  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      css={panelStyle(state.expanded, state.minimised)}
      data-testid="chat-panel"
      data-size={state.expanded ? 'expanded' : 'normal'}
    >
      <header css={panelHeaderStyle}>
        <h2 id={titleId}>{t('widget.title')}</h2>
        {!state.minimised && (
          <button type="button" data-part="size" onClick={() => controller.setExpanded(!state.expanded)}>
            {state.expanded ? t('widget.shrink') : t('widget.expand')}
          </button>
        )}
        <button type="button" onClick={() => controller.setMinimised(!state.minimised)} aria-pressed={state.minimised}>
          {state.minimised ? t('widget.open') : t('widget.minimise')}
        </button>
        <button type="button" onClick={() => controller.setOpen(false)}>
          {t('widget.close')}
        </button>
      </header>
      {!state.minimised && (
        <>
          <RoleBar state={state} controller={controller} />
          <div css={bodyStyle}>
            <RoomList state={state} controller={controller} hiddenOnMobile={showsConversation} />
            <div css={conversationColumnStyle(!showsConversation)}>
              {state.panel ? (
                <SpecialPanel panel={state.panel} controller={controller} />
              ) : (
                <Conversation state={state} controller={controller} />
              )}
            </div>
            {state.everConnected && !state.connected && !offline && <ConnectionLostPanel />}
            {offline && <OfflineOverlay />}
          </div>
        </>
      )}
    </section>
  );
}

function SignedInChat({ userId }: { userId: string }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const { state, controller } = useChatController(userId);
  const offline = useBrowserOffline();
  const unread = state.counters.allMessage;
  return (
    <>
      <button
        type="button"
        css={bubbleStyle}
        aria-expanded={state.open}
        aria-label={state.open ? t('widget.close') : t('widget.open')}
        data-testid="chat-bubble"
        onClick={() => controller.setOpen(!state.open)}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
        </svg>
        {unread > 0 && (
          <span css={badgeStyle} data-testid="chat-bubble-badge">
            {unread}
          </span>
        )}
      </button>
      {state.open && <ChatPanelView state={state} controller={controller} offline={offline} />}
    </>
  );
}

/**
 * The chat widget (spec 2 "Chat widget", issue 11): a floating round button and its panel, for a
 * signed-in user; nothing for a guest. One controller per user: signing out disposes it.
 */
export function ChatWidget() {
  const { bus } = useServices();
  const userId = useSignedInUserId();
  // The unsent messages go with their user's session (issue 26), also when the widget unmounts first.
  useEffect(() => forgetUserStorageOnSignOut(bus, OUTBOX_STORAGE_PREFIX), [bus]);
  if (!userId) return null;
  return <SignedInChat key={userId} userId={userId} />;
}
