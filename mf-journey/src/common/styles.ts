import { css } from '@emotion/react';
import { cardGridStyle, colors, fontSizes, fontWeights, linkCardStyle, mediaMobile, radii, space } from '@klob/shared/ui';

export const pageStyle = css`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(10)};
  color: ${colors.text};
  ${mediaMobile} {
    padding: ${space(4)} ${space(3)} ${space(8)};
  }
`;

export const pageTitleStyle = css`
  margin: 0 0 ${space(1)};
  font-size: 28px;
  font-weight: ${fontWeights.bold};
  ${mediaMobile} {
    font-size: ${fontSizes.xl};
  }
`;

export const subtitleStyle = css`
  margin: 0 0 ${space(5)};
  color: ${colors.textMuted};
  font-size: ${fontSizes.md};
`;

export const gridStyle = cardGridStyle(260);

export const cardStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  ${linkCardStyle}
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
  }
`;

export const cardTitleStyle = css`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  line-height: 1.3;
`;

export const mutedStyle = css`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/** A thumbnail's width and height attributes: the 16:9 box its style gives it, kept before the styles apply. */
export const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

export const thumbnailStyle = css`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

export const chipStyle = css`
  display: inline-block;
  align-self: flex-start;
  padding: ${space(0.5)} ${space(2)};
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
`;

export const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

export const sectionBoxStyle = css`
  margin-top: ${space(6)};
  h2 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSizes.xl};
  }
  p {
    line-height: 1.6;
  }
`;

export const linkButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${space(2)} ${space(4)};
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.primaryText};
  font-weight: ${fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${colors.primaryHover};
  }
`;

/** Label / value pairs (a `dl`) as a grid of small boxes. */
export const factsStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${space(3)};
  margin: ${space(5)} 0 0;
  div {
    padding: ${space(3)};
    border-radius: ${radii.md};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
  dt {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: ${space(1)} 0 0;
    font-weight: ${fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** The "← section" link above a detail. */
export const backLinkStyle = css`
  display: inline-block;
  margin-bottom: ${space(4)};
  color: ${colors.primary};
`;
