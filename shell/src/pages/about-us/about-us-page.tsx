import { Link } from 'react-router-dom';
import { colors } from '@klob/shared/ui';
import { ContentPage, cardGridStyle, cardStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

const WHAT_WE_DO = ['whatMeter', 'whatJobs', 'whatLearn', 'whatBusiness'] as const;
const VALUES = ['valueTrust', 'valueOpen', 'valueGrowth'] as const;

/** /about-us: who Klob is, its mission, what it does and its values. */
export default function AboutUsPage() {
  const { t, ready } = usePagesText();
  if (!ready) return <PageLoading />;
  return (
    <ContentPage
      id="about-us"
      title={t('aboutUs.title')}
      metaTitle={t('aboutUs.metaTitle')}
      metaDescription={t('aboutUs.metaDescription')}
      lead={t('aboutUs.lead')}
    >
      <h2>{t('aboutUs.missionTitle')}</h2>
      <p>{t('aboutUs.mission')}</p>
      <h2>{t('aboutUs.whatTitle')}</h2>
      <ul css={cardGridStyle}>
        {WHAT_WE_DO.map((key) => (
          <li key={key} css={cardStyle}>
            {t(`aboutUs.${key}`)}
          </li>
        ))}
      </ul>
      <h2>{t('aboutUs.valuesTitle')}</h2>
      <ul>
        {VALUES.map((key) => (
          <li key={key}>{t(`aboutUs.${key}`)}</li>
        ))}
      </ul>
      <p>
        <Link to="/contactus" css={{ color: colors.primary, fontWeight: 600 }}>
          {t('aboutUs.contactCta')}
        </Link>
      </p>
    </ContentPage>
  );
}
