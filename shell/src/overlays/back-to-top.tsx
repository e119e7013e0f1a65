import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, shadows } from '@klob/shared/ui';

/** spec 1 §2.9, §9: the button appears after more than 400 px of scroll (web build; the mobile build is not built). */
export const BACK_TO_TOP_AFTER_PX = 400;

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

export function BackToTop() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
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
