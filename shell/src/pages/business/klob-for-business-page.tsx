import { css } from '@emotion/react';
import { Link, useLocation } from 'react-router-dom';
import { colors, radii, space } from '@klob/shared/ui';
import { useAnchorScroll } from '../../app/anchor-scroll';
import { ContentPage, anchoredStyle, cardGridStyle, cardStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';
import { DemoRequestForm } from './demo-request-form';

/** The anchors of spec 1 §2.1 in page order (the header links each, spec 2 §2). */
export const BUSINESS_SECTIONS = ['attract', 'engage', 'screen', 'process'] as const;
const PLANS = ['starter', 'growth', 'enterprise'] as const;

const navStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(6)};
  a {
    padding: ${space(2)} ${space(3)};
    border-radius: ${radii.pill};
    background: ${colors.surfaceMuted};
    color: ${colors.primary};
    text-decoration: none;
    font-weight: 600;
  }
`;

const ctaStyle = css`
  display: inline-block;
  padding: ${space(3)} ${space(5)};
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.primaryText};
  text-decoration: none;
  font-weight: 600;
`;

/** /klobforbusiness: attract, engage, screen, process, pricing and the demo request, each an anchor. */
export default function KlobForBusinessPage() {
  const { t, ready } = usePagesText();
  const { hash } = useLocation();
  useAnchorScroll(ready, hash);

  if (!ready) return <PageLoading />;
  const anchors = [...BUSINESS_SECTIONS, 'pricing', 'request-demo'] as const;
  return (
    <ContentPage
      id="klobforbusiness"
      title={t('business.title')}
      metaTitle={t('business.metaTitle')}
      metaDescription={t('business.metaDescription')}
      lead={t('business.lead')}
    >
      <nav aria-label={t('common.onThisPage')} css={navStyle}>
        {anchors.map((anchor) => (
          <a key={anchor} href={`#${anchor}`}>
            {anchor === 'request-demo' ? t('business.demoTitle') : t(`business.sections.${anchor}.title`)}
          </a>
        ))}
      </nav>
      <div css={cardGridStyle}>
        {BUSINESS_SECTIONS.map((key) => (
          <section key={key} id={key} css={[cardStyle, anchoredStyle]} aria-labelledby={`business-${key}`}>
            <h2 id={`business-${key}`} css={{ marginTop: 0 }}>
              {t(`business.sections.${key}.title`)}
            </h2>
            <p>{t(`business.sections.${key}.body`)}</p>
          </section>
        ))}
      </div>
      <section id="pricing" css={anchoredStyle} aria-labelledby="business-pricing">
        <h2 id="business-pricing">{t('business.sections.pricing.title')}</h2>
        <p>{t('business.sections.pricing.body')}</p>
        <ul css={cardGridStyle}>
          {PLANS.map((plan) => (
            <li key={plan} css={cardStyle}>
              <h3>{t(`business.plans.${plan}.name`)}</h3>
              <p css={{ fontSize: 20, fontWeight: 700, color: colors.primary, margin: 0 }}>{t(`business.plans.${plan}.price`)}</p>
              <p>{t(`business.plans.${plan}.detail`)}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/public-content-corporate" css={ctaStyle}>
            {t('common.registerBusiness')}
          </Link>
        </p>
      </section>
      <section id="request-demo" css={anchoredStyle} aria-labelledby="business-request-demo">
        <h2 id="business-request-demo">{t('business.demoTitle')}</h2>
        <p>{t('business.demoLead')}</p>
        <DemoRequestForm t={t} />
      </section>
    </ContentPage>
  );
}
