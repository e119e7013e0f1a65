import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';
import { PRODUCT_NAME } from '@klob/shared/constants';

const pageStyle = css`
  display: flex;
  justify-content: center;
  padding: ${space(12)} ${space(4)};
  background: ${colors.surfaceMuted};
  @media (max-width: 768px) {
    padding: ${space(6)} ${space(3)};
  }
`;

const cardStyle = css`
  width: 100%;
  max-width: 440px;
  display: grid;
  gap: ${space(4)};
  padding: ${space(8)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  h1 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
  > p {
    margin: 0;
    color: ${colors.textMuted};
  }
  form {
    display: grid;
    gap: ${space(4)};
  }
  @media (max-width: 768px) {
    padding: ${space(5)};
  }
`;

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in, registration, verification and password pages. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <section css={pageStyle}>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <div css={cardStyle}>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
        {children}
      </div>
    </section>
  );
}
