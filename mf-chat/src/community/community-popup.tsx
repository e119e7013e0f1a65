import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { DEFAULT_LANGUAGE, isLanguage, type UnitProps } from '@klob/shared';
import { ACTIVITY_CLICKS } from '@klob/shared/api-contract/platform';
import { COMMUNITY_VACANCY_CODE_PARAM } from './community-api';
import { CloseIcon, CommunityIcon } from './community-icons';
import { COMMUNITY_NAMESPACE } from './community-namespace';
import {
  closeButtonStyle,
  panelDescriptionStyle,
  panelHeaderStyle,
  panelStyle,
  panelTitleStyle,
  rootStyle,
  toggleButtonStyle,
  toggleLabelStyle,
} from './community-popup.styles';
import { trackClick, type CommunityClick } from './click-tracking';
import { InvitationList } from './invitation-list';
import { useCommunityInvitations } from './use-community-invitations';
import { useDismiss } from './use-dismiss';

/**
 * The community invitation popup (spec 2 §2, §4; S2-1-03, S2-2-54): a floating button that opens and
 * closes a panel listing the chat-community invitation links.
 */
export function CommunityPopup({ services, query }: UnitProps) {
  const { t, i18n } = useTranslation(COMMUNITY_NAMESPACE);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const invitations = useCommunityInvitations(services.http.base, query[COMMUNITY_VACANCY_CODE_PARAM] || undefined);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // spec 2 §7: clicks are tracked with the page they happened on and the signed-in user.
  const track = useCallback(
    (click: CommunityClick) =>
      trackClick(services.http.service, click, {
        referer: window.location.href,
        signedIn: services.auth.isAuthenticated(),
        userId: services.bus.getState('auth').user?.userId,
      }),
    [services],
  );

  const toggle = () => {
    if (!open) track(ACTIVITY_CLICKS.communityButton);
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  useDismiss(open, rootRef, (reason) => {
    setOpen(false);
    // Escape leaves the keyboard user on the button; an outside press keeps the focus where it went.
    if (reason === 'escape') toggleRef.current?.focus();
  });

  return (
    <div css={rootStyle} ref={rootRef} data-testid="community-popup">
      <button
        ref={toggleRef}
        type="button"
        css={toggleButtonStyle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('button.close') : t('button.open')}
        onClick={toggle}
      >
        <CommunityIcon />
        <span css={toggleLabelStyle}>{t('button.label')}</span>
      </button>
      <section id={panelId} role="dialog" aria-labelledby={titleId} hidden={!open} css={panelStyle}>
        <div css={panelHeaderStyle}>
          <div>
            <h2 id={titleId} css={panelTitleStyle}>
              {t('popup.title')}
            </h2>
            <p css={panelDescriptionStyle}>{t('popup.description')}</p>
          </div>
          <button type="button" css={closeButtonStyle} aria-label={t('popup.close')} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <InvitationList
          state={invitations}
          language={language}
          texts={{ loading: t('popup.loading'), empty: t('popup.empty'), opensInNewTab: t('popup.opensInNewTab') }}
          onInvitationClick={() => track(ACTIVITY_CLICKS.communityInvitation)}
        />
      </section>
    </div>
  );
}
