import { css } from '@emotion/react';
import { colors, fontSizes, fontWeights, space } from '@klob/shared/ui';
import { pageCardStyle, pageStyle } from '../common/page-styles';

/** The direct report's page: a column of 760 px. */
export const reportPageStyle = pageStyle(760);
/** Its cards: the page card, its parts stacked. */
export const cardStyle = [
  pageCardStyle,
  css`
    display: flex;
    flex-direction: column;
    gap: ${space(4)};
  `,
];
export const titleStyle = css`
  margin: 0;
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  overflow-wrap: anywhere;
`;
export const subtitleStyle = css`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
`;
export const mutedStyle = css`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;
export const noticeStyle = css`
  text-align: center;
  color: ${colors.textMuted};
`;
export const factsStyle = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(2)} ${space(4)};
  margin: 0;
  dt {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
    gap: ${space(1)};
    dd {
      margin-bottom: ${space(2)};
    }
  }
`;
export const quoteStyle = css`
  margin: 0;
  padding: ${space(3)};
  border-left: 3px solid ${colors.border};
  background: ${colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
export const errorTextStyle = css`
  margin: 0;
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
`;
export const successTextStyle = css`
  margin: 0;
  color: ${colors.success};
  font-weight: ${fontWeights.medium};
`;
export const linkStyle = css`
  color: ${colors.primary};
  font-weight: ${fontWeights.medium};
`;
