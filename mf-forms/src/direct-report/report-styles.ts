import { css } from '@emotion/react';
import { colors, fontSizes, fontWeights, radii, shadows, space } from '@klob/shared/ui';

export const pageStyle = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: ${space(8)} ${space(4)} ${space(16)};
  @media (max-width: 768px) {
    padding: ${space(4)} ${space(3)} ${space(12)};
  }
`;
export const cardStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(6)};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.popover};
  @media (max-width: 768px) {
    padding: ${space(4)};
  }
`;
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
