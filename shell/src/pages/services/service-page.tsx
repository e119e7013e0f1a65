import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { colors, radii, space } from '@klob/shared/ui';
import { ContentPage, cardGridStyle, cardStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

/** The business and programme pages that share one layout: a lead, three points and the ways to start. */
export const SERVICE_PAGES = {
  klobporate: '/klobporate',
  klobsociety: '/klobsociety',
  executiveSearch: '/executive-search',
  globalTalentPlacement: '/global-talent-placement',
  gsi: '/gsi',
  chevron: '/chevron',
} as const;
export type ServiceKey = keyof typeof SERVICE_PAGES;

const POINTS = ['pointOne', 'pointTwo', 'pointThree'] as const;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-top: ${space(8)};
  a {
    padding: ${space(3)} ${space(5)};
    border-radius: ${radii.md};
    border: 1px solid ${colors.primary};
    color: ${colors.primary};
    text-decoration: none;
    font-weight: 600;
  }
  a:first-of-type {
    background: ${colors.primary};
    color: ${colors.primaryText};
  }
`;

export function ServicePage({ service }: { service: ServiceKey }) {
  const { t, ready } = usePagesText();
  if (!ready) return <PageLoading />;
  const key = `services.${service}`;
  return (
    <ContentPage
      id={SERVICE_PAGES[service].slice(1)}
      title={t(`${key}.title`)}
      metaTitle={t(`${key}.metaTitle`)}
      metaDescription={t(`${key}.metaDescription`)}
      lead={t(`${key}.lead`)}
    >
      <ul css={cardGridStyle}>
        {POINTS.map((point) => (
          <li key={point} css={cardStyle}>
            {t(`${key}.${point}`)}
          </li>
        ))}
      </ul>
      <div css={actionsStyle}>
        <Link to="/klobforbusiness#request-demo">{t('common.requestDemo')}</Link>
        <Link to="/public-content-corporate">{t('common.registerBusiness')}</Link>
      </div>
    </ContentPage>
  );
}

export default ServicePage;
