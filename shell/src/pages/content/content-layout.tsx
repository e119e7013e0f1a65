import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, fontSizes, mediaMobile, radii, space } from '@klob/shared/ui';
import { PageHead } from './page-head';

export const pageStyle = css`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${space(10)} ${space(6)} ${space(16)};
  color: ${colors.text};
  line-height: 1.6;
  h1 {
    margin: 0 0 ${space(3)};
    font-size: 36px;
    line-height: 1.2;
  }
  h2 {
    margin: ${space(8)} 0 ${space(3)};
    font-size: ${fontSizes.xl};
  }
  h3 {
    margin: 0 0 ${space(2)};
    font-size: ${fontSizes.lg};
  }
  ${mediaMobile} {
    padding: ${space(6)} ${space(4)} ${space(10)};
    h1 {
      font-size: 28px;
    }
  }
`;

export const leadStyle = css`
  margin: 0 0 ${space(6)};
  max-width: 64ch;
  font-size: ${fontSizes.lg};
  color: ${colors.textMuted};
`;

export const cardStyle = css`
  padding: ${space(5)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  & > h2:first-child,
  & > h3:first-child {
    margin-top: 0;
  }
`;

export const cardGridStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${space(4)};
  padding: 0;
  list-style: none;
`;

/** Anchored sections are not hidden under the sticky header when a link jumps to them. */
export const anchoredStyle = css`
  scroll-margin-top: 96px;
`;

export interface ContentPageProps {
  /** Names the heading for the page's label and test hooks. */
  id: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A content page: its head (title, description), the one h1, an optional lead and the body. */
export function ContentPage({ id, title, metaTitle, metaDescription, lead, children }: ContentPageProps) {
  return (
    <article css={pageStyle} aria-labelledby={`${id}-title`} data-testid={`${id}-page`}>
      <PageHead title={metaTitle} description={metaDescription} />
      <h1 id={`${id}-title`}>{title}</h1>
      {lead && <p css={leadStyle}>{lead}</p>}
      {children}
    </article>
  );
}
