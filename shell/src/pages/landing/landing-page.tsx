import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { RegistrationChoiceLink } from '../register/registration-choice-link';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors } from '@klob/shared/ui';
import heroIllustration from '../../assets/hero-illustration.svg';
import { JOURNEY_SECTIONS, journeyPath } from '../../app/journey-sections';

const heroStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  align-items: center;
  gap: 32px;
  > div {
    display: grid;
    gap: 20px;
  }
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
    img {
      display: none;
    }
  }
  padding: clamp(40px, 8vw, 96px) clamp(16px, 6vw, 96px);
  background: linear-gradient(135deg, ${colors.primary} 0%, ${colors.primaryDeep} 100%);
  color: ${colors.surface};
  h1 {
    margin: 0;
    font-size: clamp(30px, 5vw, 52px);
    line-height: 1.1;
    max-width: 18ch;
  }
  small {
    font-size: 14px;
    letter-spacing: 0.5px;
    text-transform: uppercase;
    opacity: 0.85;
  }
  p {
    margin: 0;
    font-size: 18px;
    max-width: 52ch;
    opacity: 0.9;
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a {
    padding: 12px 24px;
    border-radius: 8px;
    font-weight: 600;
    text-decoration: none;
  }
  a:first-of-type {
    background: ${colors.accent};
    color: ${colors.text};
  }
  a:last-of-type {
    border: 1px solid rgba(255, 255, 255, 0.7);
    color: ${colors.surface};
  }
`;

const sectionsStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 20px;
  padding: 48px clamp(16px, 6vw, 96px);
  article {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: 12px;
    padding: 20px;
  }
  > h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 26px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  h3 a {
    color: ${colors.primary};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

const employersStyle = css`
  display: grid;
  justify-items: start;
  gap: 12px;
  margin: 0 clamp(16px, 6vw, 96px) 48px;
  padding: 32px;
  border-radius: 16px;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  h2,
  p {
    margin: 0;
  }
  a {
    padding: 10px 20px;
    border-radius: 8px;
    background: ${colors.primary};
    color: ${colors.primaryText};
    text-decoration: none;
    font-weight: 600;
  }
`;

/** The landing page at / for visitors. */
export function LandingPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />
      <section css={heroStyle}>
        <div>
          <small>{t('landing.hero.eyebrow')}</small>
          <h1>{t('landing.hero.title')}</h1>
          <p>{t('landing.hero.subtitle')}</p>
          <div css={actionsStyle}>
            <RegistrationChoiceLink>{t('landing.hero.primaryCta')}</RegistrationChoiceLink>
            <Link to="/jobs">{t('landing.hero.secondaryCta')}</Link>
          </div>
        </div>
        <img src={heroIllustration} alt={t('landing.hero.imageAlt')} width={480} height={380} />
      </section>
      <section css={sectionsStyle} aria-labelledby="journey-sections-title">
        <h2 id="journey-sections-title">{t('landing.sections.title')}</h2>
        {JOURNEY_SECTIONS.map((section) => (
          <article key={section.segment}>
            <h3>
              <Link to={journeyPath(section, false)}>{t(`landing.sections.${section.nameKey}`)}</Link>
            </h3>
            <p>{t(`landing.sections.${section.nameKey}Description`)}</p>
          </article>
        ))}
      </section>
      <section css={employersStyle}>
        <h2>{t('landing.employers.title')}</h2>
        <p>{t('landing.employers.description')}</p>
        <Link to="/klobforbusiness">{t('landing.employers.cta')}</Link>
      </section>
    </>
  );
}
