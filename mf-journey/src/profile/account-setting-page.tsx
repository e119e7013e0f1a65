import { css } from '@emotion/react';
import { useServices, useUnitProps } from '@klob/shared';
import { Button, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { mutedStyle, pageStyle, pageTitleStyle } from '../common/styles';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { PasswordForm } from './password-form';
import { UnregisterSection } from './unregister-section';

const sectionStyle = css`
  margin-top: ${space(5)};
  padding: ${space(5)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const sectionTitleStyle = css`
  margin: 0 0 ${space(3)};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
`;

/** /profile/{id}/account-setting (spec 1 §2.1): password, language and closing the account, for the owner only. */
export function AccountSettingPage() {
  const { t } = useJourneyText();
  const { params, pathname } = useUnitProps();
  const { bus, auth } = useServices();
  const signedIn = useSignedIn();
  const ownerId = bus.getState('auth').user?.userId;
  const isOwner = signedIn && ownerId === params.id;
  return (
    <div css={pageStyle} data-testid="account-setting">
      <h1 css={pageTitleStyle}>{t('home.account.title')}</h1>
      {!isOwner ? (
        <div css={sectionStyle} role="status">
          <p css={mutedStyle}>{t('home.account.ownerOnly')}</p>
          {!signedIn && (
            <Button css={{ marginTop: space(3) }} onClick={() => auth.requireLogin(pathname)}>
              {t('home.account.signIn')}
            </Button>
          )}
        </div>
      ) : (
        <>
          <section css={sectionStyle} aria-labelledby="account-password">
            <h2 id="account-password" css={sectionTitleStyle}>
              {t('home.account.passwordTitle')}
            </h2>
            <PasswordForm />
          </section>
          <section css={sectionStyle} aria-labelledby="account-language">
            <h2 id="account-language" css={sectionTitleStyle}>
              {t('home.account.languageTitle')}
            </h2>
            <p css={mutedStyle}>{t('home.account.languageHint')}</p>
          </section>
          <section css={sectionStyle} aria-labelledby="account-unregister">
            <h2 id="account-unregister" css={sectionTitleStyle}>
              {t('home.account.unregisterTitle')}
            </h2>
            <UnregisterSection />
          </section>
        </>
      )}
    </div>
  );
}
