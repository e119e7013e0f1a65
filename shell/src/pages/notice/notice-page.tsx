import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { colors } from '@klob/shared/ui';
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

export interface NoticePageProps {
  /** Names the heading for the section's label. */
  id: string;
  title: string;
  description: string;
  backHomeText: string;
  /** A big figure above the title, e.g. 404. */
  figure?: string;
  testId?: string;
}

/**
 * A page that only tells the user something (not found, coming soon) and leads home.
 * Never indexed: React 19 hoists the meta and title into <head> while it is shown.
 */
export function NoticePage({ id, title, description, backHomeText, figure, testId }: NoticePageProps) {
  const titleId = `${id}-title`;
  return (
    <section css={pageStyle} aria-labelledby={titleId} data-testid={testId}>
      <meta name="robots" content="noindex" />
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      {figure && <strong aria-hidden="true">{figure}</strong>}
      <h1 id={titleId}>{title}</h1>
      <p>{description}</p>
      <Link to="/">{backHomeText}</Link>
    </section>
  );
}
