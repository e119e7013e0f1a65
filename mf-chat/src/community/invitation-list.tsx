import type { CommunityInvitation, Language } from '@klob/shared';
import { Spinner, VisuallyHidden } from '@klob/shared/ui';
import { channelNameIn } from './community-api';
import { ExternalLinkIcon } from './community-icons';
import { invitationLinkStyle, invitationListStyle, stateTextStyle } from './community-popup.styles';
import type { InvitationsState } from './use-community-invitations';

export interface InvitationListTexts {
  loading: string;
  empty: string;
  opensInNewTab: string;
}

export interface InvitationListProps {
  state: InvitationsState;
  language: Language;
  texts: InvitationListTexts;
  onInvitationClick(invitation: CommunityInvitation): void;
}

/** S2-1-03: the invitation links, each named in the current language and opened in a new tab. */
export function InvitationList({ state, language, texts, onInvitationClick }: InvitationListProps) {
  if (state.status === 'loading') {
    return (
      <p css={stateTextStyle}>
        <Spinner label={texts.loading} />
      </p>
    );
  }
  const invitations = state.status === 'ready' ? state.invitations : [];
  if (invitations.length === 0) return <p css={stateTextStyle}>{texts.empty}</p>;
  return (
    <ul css={invitationListStyle}>
      {invitations.map((invitation, index) => (
        <li key={`${index}:${invitation.invitationLink}`}>
          <a
            css={invitationLinkStyle}
            href={invitation.invitationLink}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onInvitationClick(invitation)}
          >
            <span>{channelNameIn(invitation, language)}</span>
            <ExternalLinkIcon />
            <VisuallyHidden>({texts.opensInNewTab})</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}
