import { css } from '@emotion/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, radii, shadows, space } from '@klob/shared/ui';
import { createShellStorage } from '../../auth/shell-storage';
import { forgetInstallPrompt, installPromptOffered, subscribeToInstallPrompt } from './install-prompt';

const bannerStyle = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 70;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)};
  background: ${colors.surface};
  box-shadow: ${shadows.popover};
  transition: transform 200ms ease-out;
  &[data-hidden='true'] {
    transform: translateY(-110%);
  }
  div {
    flex: 1;
  }
  p {
    margin: 0;
    font-size: 13px;
    color: ${colors.textMuted};
  }
  button {
    padding: ${space(2)} ${space(3)};
    border-radius: ${radii.md};
    border: 1px solid ${colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${colors.surface};
    color: ${colors.primary};
  }
  button[data-install] {
    background: ${colors.primary};
    color: ${colors.primaryText};
  }
`;

/**
 * The install banner (spec 1 §4.3), mounted only where its rules allow it (Android, not standalone, not dismissed),
 * and shown once the browser has offered to install Klob (`install-prompt.ts`): without that offer its Install could
 * do nothing. Hides on scroll down and returns on scroll up; Install opens the browser prompt; accepting, dismissing
 * it or choosing Ignore stores `dismissedPWA` and hides the banner for good.
 */
export default function InstallBanner() {
  const { t } = useTranslation('shell');
  const [gone, setGone] = useState(false);
  const [scrolledDown, setScrolledDown] = useState(false);
  const offer = useSyncExternalStore(subscribeToInstallPrompt, installPromptOffered, () => null);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      setScrolledDown(window.scrollY > last);
      last = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const dismiss = () => {
    createShellStorage().dismissedPWA.write(true);
    setGone(true);
  };
  const install = async () => {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice;
    forgetInstallPrompt();
    dismiss();
  };

  if (gone || !offer) return null;
  return (
    <aside css={bannerStyle} data-hidden={scrolledDown} aria-label={t('installBanner.title')} data-testid="install-banner">
      <div>
        <strong>{t('installBanner.title')}</strong>
        <p>{t('installBanner.description')}</p>
      </div>
      <button type="button" onClick={dismiss}>
        {t('installBanner.ignore')}
      </button>
      <button type="button" data-install onClick={() => void install()}>
        {t('installBanner.install')}
      </button>
    </aside>
  );
}
