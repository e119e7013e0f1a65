import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, shadows } from '@klob/shared/ui';

const buttonStyle = css`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${colors.primary};
  color: ${colors.primaryText};
  font-size: 20px;
  box-shadow: ${shadows.popover};
  cursor: pointer;
`;

/** Alone (a guest's page, phones): in the bottom left corner. */
const floatingStyle = css`
  position: fixed;
  left: 20px;
  bottom: 84px;
  z-index: 50;
`;

/** In the side menu's column: stacked under the featured-event card, never on it (issue 21). */
const dockedStyle = css`
  flex: none;
`;

export interface BackToTopPlacement {
  /** In the signed-in side menu's column instead of floating in the corner. */
  docked?: boolean;
}

/** The button itself: loaded the first time the page scrolls past the threshold. */
export default function BackToTopButton({ docked = false }: BackToTopPlacement) {
  const { t } = useTranslation('shell');
  return (
    <button
      type="button"
      css={[buttonStyle, docked ? dockedStyle : floatingStyle]}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
