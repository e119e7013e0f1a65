import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { useServices } from '@klob/shared';
import { OAUTH_PROVIDERS } from '@klob/shared/api-contract/identity';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';
import { providerAuthorizeUrl } from '../provider-sign-in/provider-state';

const dividerStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${colors.border};
  }
`;

const listStyle = css`
  display: grid;
  gap: ${space(3)};
`;

const buttonStyle = css`
  width: 100%;
  min-height: 44px;
  padding: ${space(2)} ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

/**
 * The sign-in provider buttons of /login (spec 1 §2 /linkedin, /sso): one per
 * provider the environment configures (EnvironmentConfig.signInProviders), none otherwise.
 */
export function ProviderButtons() {
  const { t } = useTranslation('auth');
  const { signInProviders } = useServices().config;
  const configured = OAUTH_PROVIDERS.flatMap((provider) => {
    const authorizeUrl = signInProviders[provider];
    return authorizeUrl ? [{ provider, authorizeUrl }] : [];
  });
  if (configured.length === 0) return null;
  return (
    <>
      <p css={dividerStyle}>{t('login.orContinueWith')}</p>
      <div css={listStyle}>
        {configured.map(({ provider, authorizeUrl }) => (
          <button
            key={provider}
            type="button"
            css={buttonStyle}
            onClick={() => window.location.assign(providerAuthorizeUrl(provider, authorizeUrl))}
          >
            {t(`login.${provider}`)}
          </button>
        ))}
      </div>
    </>
  );
}
