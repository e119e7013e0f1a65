import { css } from '@emotion/react';
import { cardGridStyle, colors, fontSizes, linkCardStyle, mediaMobile, radii, space } from '@klob/shared/ui';
import { logoTileStyle } from './logo-tile';

export const pageStyle = css`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${space(6)} clamp(16px, 4vw, 48px) ${space(10)};
  color: ${colors.text};
  ${mediaMobile} {
    padding-top: ${space(4)};
  }
`;

export const headingStyle = css`
  margin: 0 0 ${space(2)};
  font-size: 28px;
  line-height: 1.25;
  overflow-wrap: anywhere;
  ${mediaMobile} {
    font-size: 22px;
  }
`;

export const subtleStyle = css`
  margin: 0 0 ${space(4)};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

export const cardListStyle = cardGridStyle(300);

export const cardStyle = css`
  display: flex;
  gap: ${space(3)};
  box-sizing: border-box;
  ${linkCardStyle}
  &:focus-visible {
    outline: 2px solid ${colors.focusRing};
  }
`;

/** A logo's box (px): the image's width and height attributes say it too, so its space is kept before the styles apply. */
export const LOGO_SIZE = 48;

export const logoStyle = css`
  ${logoTileStyle(LOGO_SIZE, 'contain')}
  font-size: ${fontSizes.lg};
`;

export const cardBodyStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${fontSizes.md};
    color: ${colors.primary};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const chipRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  margin-top: ${space(1)};
  span {
    padding: 2px ${space(2)};
    border-radius: ${radii.pill};
    background: ${colors.surfaceMuted};
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
`;

export const emptyStyle = css`
  padding: ${space(10)} ${space(4)};
  text-align: center;
  color: ${colors.textMuted};
  h2 {
    margin: 0 0 ${space(2)};
    color: ${colors.text};
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0 0 ${space(3)};
  }
`;

export const formRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: flex-end;
  margin-bottom: ${space(5)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    flex: 1 1 200px;
    min-width: 0;
  }
  input,
  select {
    height: 40px;
    padding: 0 ${space(3)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font: inherit;
    font-weight: 400;
    background: ${colors.surface};
    color: ${colors.text};
    min-width: 0;
  }
  ${mediaMobile} {
    label {
      flex-basis: 100%;
    }
  }
`;

export const primaryButtonStyle = css`
  height: 40px;
  padding: 0 ${space(5)};
  border: 0;
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.primaryText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${colors.primaryHover};
  }
  ${mediaMobile} {
    width: 100%;
  }
`;

export const linkButtonStyle = css`
  color: ${colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
