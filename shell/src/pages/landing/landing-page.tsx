import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const heroStyle = css`
  display: grid;
  gap: 20px;
  padding: clamp(40px, 8vw, 96px) clamp(16px, 6vw, 96px);
  background: linear-gradient(135deg, #1d5bd6 0%, #0f3a8f 100%);
  color: #fff;
  h1 {
    margin: 0;
    font-size: clamp(30px, 5vw, 52px);
    line-height: 1.1;
    max-width: 16ch;
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
    background: #f5a524;
    color: #1b2330;
  }
  a:last-of-type {
    border: 1px solid rgba(255, 255, 255, 0.7);
    color: #fff;
  }
`;

const sectionsStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 20px;
  padding: 48px clamp(16px, 6vw, 96px);
  article {
    background: #fff;
    border: 1px solid #e3e8f0;
    border-radius: 12px;
    padding: 20px;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
    color: #1d5bd6;
  }
  p {
    margin: 0;
    color: #4a5568;
  }
`;

/** The four journey sections of spec 1 §1, with their logged-out routes. */
const JOURNEY_SECTIONS = [
  { key: 'meter', path: '/klob-journey/klob-meter' },
  { key: 'andCo', path: '/klob-journey/klob-and-co' },
  { key: 'kaleidosklob', path: '/klob-journey/kaleidosklob' },
  { key: 'ensiklobedia', path: '/klob-journey/ensiklobedia' },
] as const;

/** The landing page at / for visitors. */
export function LandingPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <title>{t('landing.documentTitle')}</title>
      <section css={heroStyle}>
        <h1>{t('landing.headline')}</h1>
        <p>{t('landing.subheadline')}</p>
        <div css={actionsStyle}>
          <Link to="/jobs">{t('landing.findJobs')}</Link>
          <Link to="/register">{t('landing.register')}</Link>
        </div>
      </section>
      <section css={sectionsStyle} aria-label={t('landing.sectionsLabel')}>
        {JOURNEY_SECTIONS.map(({ key, path }) => (
          <article key={key}>
            <h2>
              <Link to={path}>{t(`landing.sections.${key}.title`)}</Link>
            </h2>
            <p>{t(`landing.sections.${key}.description`)}</p>
          </article>
        ))}
      </section>
    </>
  );
}
