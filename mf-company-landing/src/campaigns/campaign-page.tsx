import type { CSSProperties } from 'react';
import { css } from '@emotion/react';
import { DEFAULT_LANGUAGE, isLanguage, useUnitProps } from '@klob/shared';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, fontSizes, fontWeights, mediaMobile, radii, space } from '@klob/shared/ui';
import { windowStateAt } from '../schedule/date-window';
import { formatDay } from '../schedule/format-day';
import { VacancyList } from '../vacancies/vacancy-list';
import type { CampaignConfig, CampaignTexts } from './campaign-config';
import { campaignPageAt } from './campaign-pages';

const GUESTBOOK_UNIT = { remote: 'mf_forms', unit: 'guestbook' } as const;

const pageStyle = css`
  color: ${colors.text};
  section {
    max-width: 1080px;
    margin: 0 auto;
    padding: ${space(8)} ${space(4)} 0;
  }
  h2 {
    margin: 0 0 ${space(4)};
    font-size: ${fontSizes.xl};
    color: var(--campaign-heading);
  }
  ${mediaMobile} {
    section {
      padding-top: ${space(6)};
    }
  }
`;

const heroStyle = css`
  background: linear-gradient(135deg, var(--campaign-primary), var(--campaign-primary) 60%, var(--campaign-accent));
  color: var(--campaign-on-primary);
  > div {
    display: flex;
    gap: ${space(6)};
    align-items: center;
    max-width: 1080px;
    margin: 0 auto;
    padding: ${space(12)} ${space(4)};
  }
  img {
    flex: none;
    border-radius: ${radii.lg};
    background: ${colors.surface};
  }
  h1 {
    margin: 0 0 ${space(2)};
    font-size: 36px;
    line-height: 1.2;
  }
  p {
    margin: 0 0 ${space(2)};
  }
  ${mediaMobile} {
    > div {
      flex-direction: column;
      align-items: flex-start;
      padding: ${space(8)} ${space(4)};
    }
    img {
      width: 72px;
      height: 72px;
    }
    h1 {
      font-size: 26px;
    }
  }
`;

const ctaStyle = css`
  display: inline-block;
  margin-top: ${space(2)};
  padding: ${space(3)} ${space(6)};
  border-radius: ${radii.lg};
  background: var(--campaign-accent);
  color: var(--campaign-on-primary);
  font-weight: ${fontWeights.bold};
  text-decoration: none;
`;

const statusStyle = css`
  display: inline-block;
  padding: ${space(1)} ${space(3)};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.danger};
  font-weight: ${fontWeights.bold};
`;

const listStyle = css`
  margin: 0;
  padding-left: ${space(5)};
  li + li {
    margin-top: ${space(2)};
  }
`;

const timelineStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: stage;
  li {
    padding: ${space(4)};
    border-top: 4px solid var(--campaign-accent);
    border-radius: ${radii.md};
    background: ${colors.surfaceMuted};
  }
  strong {
    display: block;
    margin-bottom: ${space(1)};
  }
`;

const faqStyle = css`
  details {
    padding: ${space(3)} 0;
    border-bottom: 1px solid ${colors.border};
  }
  summary {
    font-weight: ${fontWeights.medium};
    cursor: pointer;
  }
  p {
    margin: ${space(2)} 0 0;
    color: ${colors.textMuted};
  }
`;

const lastSectionStyle = css`
  padding-bottom: ${space(12)} !important;
`;

/** spec 1 §2.5: one template for every partner campaign page; the page's configuration supplies brand, copy and vacancies. */
export function CampaignPage() {
  const { t } = useTranslation('company-landing');
  const { pathname } = useUnitProps();
  const config = campaignPageAt(pathname);
  if (!config) return <p role="alert">{t('campaign.notFound')}</p>;
  return <Campaign config={config} />;
}

function Campaign({ config }: { config: CampaignConfig }) {
  const { t, i18n } = useTranslation('company-landing');
  const { services } = useUnitProps();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const texts: CampaignTexts = config.texts[language];
  const state = windowStateAt(new Date(), config.startDate, config.endDate);
  const brandVariables = {
    '--campaign-primary': config.brand.primary,
    '--campaign-on-primary': config.brand.onPrimary,
    '--campaign-accent': config.brand.accent,
    '--campaign-heading': config.brand.primary,
  } as CSSProperties;

  return (
    <article css={pageStyle} style={brandVariables} data-testid="campaign-page">
      <title>{`${texts.title} | ${PRODUCT_NAME}`}</title>
      <header css={heroStyle}>
        <div>
          <img src={config.partner.logoUrl} alt={t('campaign.logoAlt', { name: config.partner.name })} width={120} height={120} />
          <div>
            <h1>{texts.title}</h1>
            <p>{texts.tagline}</p>
            {config.startDate && config.endDate && (
              <p>
                {t('campaign.registrationPeriod', {
                  start: formatDay(config.startDate, language),
                  end: formatDay(config.endDate, language),
                })}
              </p>
            )}
            {state === 'open' && (
              <a css={ctaStyle} href="#campaign-positions">
                {t('campaign.applyNow')}
              </a>
            )}
            {state === 'closed' && (
              <p css={statusStyle} role="status" data-testid="campaign-closed">
                {t('campaign.registrationClosed')}
              </p>
            )}
            {state === 'before' && (
              <p css={statusStyle} role="status">
                {t('campaign.registrationNotOpen')}
              </p>
            )}
          </div>
        </div>
      </header>

      <section aria-labelledby="campaign-about">
        <h2 id="campaign-about">{t('campaign.aboutProgram')}</h2>
        {texts.programme.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section id="campaign-positions" aria-labelledby="campaign-positions-title">
        <h2 id="campaign-positions-title">{t('campaign.positions')}</h2>
        <VacancyList corporateId={config.partner.corporateId} keyword={config.vacancyKeyword} canApply={state === 'open'} />
      </section>

      <section aria-labelledby="campaign-requirements">
        <h2 id="campaign-requirements">{t('campaign.requirements')}</h2>
        <ul css={listStyle}>
          {texts.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="campaign-benefits">
        <h2 id="campaign-benefits">{t('campaign.benefits')}</h2>
        <ul css={listStyle}>
          {texts.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="campaign-timeline">
        <h2 id="campaign-timeline">{t('campaign.timeline')}</h2>
        <ol css={timelineStyle}>
          {texts.timeline.map((stage) => (
            <li key={stage.stage}>
              <strong>{stage.stage}</strong>
              {stage.when}
            </li>
          ))}
        </ol>
      </section>

      <section css={[faqStyle, !config.guestbook && lastSectionStyle]} aria-labelledby="campaign-faq">
        <h2 id="campaign-faq">{t('campaign.faq')}</h2>
        {texts.faq.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>

      {config.guestbook && (
        <section css={lastSectionStyle}>
          <services.UnitSlot unit={GUESTBOOK_UNIT} query={{ corporateId: config.partner.corporateId }} />
        </section>
      )}
    </article>
  );
}
