import { css } from '@emotion/react';
import { Link, useParams } from 'react-router-dom';
import { colors, radii, space } from '@klob/shared/ui';
import { loginUrlFor } from '../../routes/login-target';
import { ContentPage } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  a {
    padding: ${space(3)} ${space(5)};
    border-radius: ${radii.md};
    border: 1px solid ${colors.primary};
    color: ${colors.primary};
    text-decoration: none;
    font-weight: 600;
  }
  a:first-of-type {
    background: ${colors.primary};
    color: ${colors.primaryText};
  }
`;

/** /invitationlink/{id}: an invitation to Klob; signing in or registering comes back to it (the login's `from`). */
export default function InvitationLinkPage() {
  const { t, ready } = usePagesText();
  const { id = '' } = useParams();
  if (!ready) return <PageLoading />;
  return (
    <ContentPage
      id="invitation-link"
      title={t('invitationLink.title')}
      metaTitle={t('invitationLink.metaTitle')}
      metaDescription={t('invitationLink.metaDescription')}
      lead={t('invitationLink.lead', { id })}
    >
      <div css={actionsStyle}>
        <Link to={loginUrlFor(`/invitationlink/${encodeURIComponent(id)}`)}>{t('invitationLink.login')}</Link>
        <Link to="/daftar">{t('invitationLink.register')}</Link>
      </div>
    </ContentPage>
  );
}
