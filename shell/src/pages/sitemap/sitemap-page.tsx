import { Link } from 'react-router-dom';
import { colors } from '@klob/shared/ui';
import { ContentPage, cardGridStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';
import { SITEMAP_GROUPS } from './sitemap-links';

/** /sitemap-prod: every public page in one list, grouped. */
export default function SitemapPage() {
  const { t, ready } = usePagesText();
  if (!ready) return <PageLoading />;
  return (
    <ContentPage id="sitemap" title={t('sitemap.title')} metaTitle={t('sitemap.metaTitle')} metaDescription={t('sitemap.metaDescription')}>
      <div css={cardGridStyle}>
        {SITEMAP_GROUPS.map(({ group, links }) => (
          <section key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`}>{t(`sitemap.groups.${group}`)}</h2>
            <ul css={{ paddingLeft: 18 }}>
              {links.map(([key, path]) => (
                <li key={key}>
                  <Link to={path} css={{ color: colors.primary }}>
                    {t(`sitemap.links.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
