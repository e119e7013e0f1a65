import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors } from '@klob/shared/ui';
import { PRODUCT_NAME } from '@klob/shared/constants';

const pageStyle = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 80px 16px;
  text-align: center;
  h1,
  p {
    margin: 0;
  }
  p {
    max-width: 48ch;
    color: ${colors.textMuted};
  }
  a {
    margin-top: 12px;
    padding: 12px 24px;
    border-radius: 8px;
    background: ${colors.primary};
    color: ${colors.surface};
    text-decoration: none;
    font-weight: 600;
  }
`;

/**
 * A route that exists (with its access rule and redirects) whose page is built
 * later, by the shell or by the remote that owns it: an honest "coming soon",
 * not the not-found screen, and not indexed.
 */
export function PendingPage() {
  const { t } = useTranslation('shell');
  return (
    <section css={pageStyle} aria-labelledby="pending-title" data-testid="pending-page">
      <meta name="robots" content="noindex" />
      <title>{`${t('pendingPage.title')} | ${PRODUCT_NAME}`}</title>
      <h1 id="pending-title">{t('pendingPage.title')}</h1>
      <p>{t('pendingPage.description')}</p>
      <Link to="/">{t('pendingPage.backHome')}</Link>
    </section>
  );
}
