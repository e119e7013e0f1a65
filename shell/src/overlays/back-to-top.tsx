import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, shadows } from '@klob/shared/ui';

const buttonStyle = css`
  position: fixed;
  left: 20px;
  bottom: 84px;
  z-index: 50;
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

/** The button itself: loaded the first time the page scrolls past the threshold. */
export default function BackToTopButton() {
  const { t } = useTranslation('shell');
  return (
    <button
      type="button"
      css={buttonStyle}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
