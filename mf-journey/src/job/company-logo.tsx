import { css } from '@emotion/react';
import { colors, fontSizes, radii } from '@klob/shared/ui';

const LOGO_SIZE = 48;

const logoStyle = css`
  width: ${LOGO_SIZE}px;
  height: ${LOGO_SIZE}px;
  flex: none;
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
  object-fit: contain;
  background: ${colors.surface};
`;

const initialsStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${LOGO_SIZE}px;
  height: ${LOGO_SIZE}px;
  flex: none;
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
`;

/** A company logo, or the first letter of its name when it has none (anonymous vacancies). */
export function CompanyLogo({ url, name }: { url: string | null; name: string }) {
  return url ? (
    <img css={logoStyle} src={url} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" />
  ) : (
    <span css={initialsStyle} aria-hidden="true">
      {name.charAt(0)}
    </span>
  );
}
