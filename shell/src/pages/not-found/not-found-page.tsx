import { css } from '@emotion/react';
import { colors } from '@klob/shared/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { PRODUCT_NAME } from '@klob/shared/constants';

const pageStyle = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 80px 16px;
  text-align: center;
  strong {
    font-size: 72px;
    color: ${colors.primary};
    line-height: 1;
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

/** spec 1 §2.6: any other path shows a page-not-found screen with a noindex tag. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section css={pageStyle} aria-labelledby="not-found-title">
      {/* React 19 hoists these into <head> while the page is shown. */}
      <meta name="robots" content="noindex" />
      <title>{`${t('notFound.title')} | ${PRODUCT_NAME}`}</title>
      <strong aria-hidden="true">404</strong>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <Link to="/">{t('notFound.backHome')}</Link>
    </section>
  );
}
