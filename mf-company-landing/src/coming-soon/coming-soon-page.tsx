import { css } from '@emotion/react';
import { colors } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { isLanguage, DEFAULT_LANGUAGE, useUnitProps } from '@klob/shared';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { campaignAt } from '../campaigns/campaigns';
import comingSoonImage from './assets/coming-soon.svg';

const pageStyle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 48px 16px 64px;
  text-align: center;
`;

const buttonStyle = css`
  margin-top: 8px;
  padding: 12px 28px;
  border: 0;
  border-radius: 8px;
  background: ${colors.primary};
  color: ${colors.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${colors.primaryHover};
  }
`;

/** spec 2 "Coming-soon page": image, text and a 'Kembali Ke Klob' button to /. */
export function ComingSoonPage() {
  const { t, i18n } = useTranslation('company-landing');
  const { services, pathname } = useUnitProps();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const headline = campaignAt(pathname)?.headline[language];
  return (
    <section css={pageStyle} aria-labelledby="coming-soon-title">
      <title>{`${headline ?? t('comingSoon.title')} | ${PRODUCT_NAME}`}</title>
      <img src={comingSoonImage} alt={t('comingSoon.imageAlt')} width={320} height={220} />
      {headline && <p data-testid="campaign-headline">{headline}</p>}
      <h1 id="coming-soon-title">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.description')}</p>
      <button type="button" css={buttonStyle} onClick={() => services.navigate('/')}>
        {t('comingSoon.backToKlob')}
      </button>
    </section>
  );
}
