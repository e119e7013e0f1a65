import { css } from '@emotion/react';
import { colors, space } from '@klob/shared/ui';

/** A bar across the page in its flow, under the header (the cookie notice, the notification widget): it never covers the page. */
export const noticeBarStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  padding: ${space(2)} clamp(16px, 4vw, 48px);
  border-bottom: 1px solid ${colors.border};
`;
