import { useInBrowser } from './in-browser-only';
import { css } from '@emotion/react';
import { colors } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { LANGUAGES, type Language, useServices } from '@klob/shared';
import { useBusState } from '@klob/shared';

const switchStyle = css`
  display: inline-flex;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  overflow: hidden;
  button {
    border: 0;
    padding: 6px 12px;
    background: transparent;
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    cursor: pointer;
    color: ${colors.textMuted};
  }
  button[aria-pressed='true'] {
    background: ${colors.primary};
    color: ${colors.surface};
  }
  @media (max-width: 480px) {
    button {
      padding: 6px 8px;
    }
    [data-location] {
      display: none;
    }
  }
`;

/** Switches the language on the bus; the shell and every remote re-render their texts, no reload. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const services = useServices();
  const inBrowser = useInBrowser();
  const { bus } = services;
  const current = useBusState('language');
  return (
    <div role="group" aria-label={t('languageSwitch.label')} css={switchStyle}>
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          aria-pressed={current === language}
          lang={language}
          title={t(`languageSwitch.${language}`)}
          onClick={() => bus.setState('language', language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
      {inBrowser && 'geolocation' in navigator && (
        <button
          type="button"
          data-location
          aria-label={t('languageSwitch.fromLocation')}
          title={t('languageSwitch.fromLocation')}
          onClick={() =>
            void import('./language-from-location').then(({ chooseLanguageFromLocation }) => chooseLanguageFromLocation(services))
          }
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
        </button>
      )}
    </div>
  );
}
