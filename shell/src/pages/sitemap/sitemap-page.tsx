import { Link } from 'react-router-dom';
import { useBusState, useServerData, useServices, type Language } from '@klob/shared';
import type { PublishedRoute } from '@klob/shared/routes';
import { resultOf, type Envelope } from '@klob/shared/api-contract/envelope';
import { SITE_PATHS, type SitemapData, type SitemapPage as ListedPage } from '@klob/shared/api-contract/site';
import { colors } from '@klob/shared/ui';
import { ContentPage, cardGridStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';
import { useRemoteRoutes, type RemoteRoutes } from '../../routes/remote-routes';
import { SITEMAP_GROUPS } from './sitemap-links';

interface SitemapGroupProps {
  id: string;
  heading: string;
  links: readonly { path: string; label: string }[];
}

function SitemapGroup({ id, heading, links }: SitemapGroupProps) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`}>{heading}</h2>
      <ul css={{ paddingLeft: 18 }}>
        {links.map(({ path, label }) => (
          <li key={path}>
            <Link to={path} css={{ color: colors.primary }}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const GROUPED_PATHS: ReadonlySet<string> = new Set(SITEMAP_GROUPS.flatMap(({ links }) => links.map(([, path]) => path)));

/**
 * The pages the remotes publish for the sitemap that the groups above do not list (the partner campaign pages),
 * by their name in the current language (a remote's list is not trusted to name them: else the path).
 */
function campaignLinks({ list }: RemoteRoutes, language: Language) {
  const listed: PublishedRoute[] = list.map(({ route }) => route).filter((route) => route.sitemap && !GROUPED_PATHS.has(route.path));
  return listed.map(({ path, title }) => {
    const name: unknown = title?.[language] ?? title?.id;
    return { path, label: typeof name === 'string' && name.trim() ? name : path };
  });
}

const linksOf = (pages: readonly ListedPage[]) => pages.map(({ path, title }) => ({ path, label: title }));

/**
 * The pages server data makes (spec 1 §2.5, §2.6): the remotes' published pages (partner campaigns), the events and the CMS landing
 * pages, the same the server's sitemap.xml lists. One that cannot be read leaves its group out.
 */
function ServerDataGroups() {
  const { t } = usePagesText();
  const { http } = useServices();
  const language = useBusState('language');
  const remoteRoutes = useRemoteRoutes();
  const listed = useServerData({
    key: 'sitemap-data',
    load: async () => resultOf(await http.service.get<Envelope<SitemapData>>(SITE_PATHS.sitemapData)),
  });
  const pages = listed.status === 'ready' ? listed.data : null;
  return (
    <>
      {remoteRoutes.status === 'ready' && (
        <SitemapGroup id="campaigns" heading={t('sitemap.groups.campaigns')} links={campaignLinks(remoteRoutes.data, language)} />
      )}
      {pages && <SitemapGroup id="events" heading={t('sitemap.groups.events')} links={linksOf(pages.eventPages)} />}
      {pages && <SitemapGroup id="landing-pages" heading={t('sitemap.groups.landingPages')} links={linksOf(pages.landingPages)} />}
    </>
  );
}

/** /sitemap-prod: every public page in one list, grouped. */
export default function SitemapPage() {
  const { t, ready } = usePagesText();
  if (!ready) return <PageLoading />;
  return (
    <ContentPage id="sitemap" title={t('sitemap.title')} metaTitle={t('sitemap.metaTitle')} metaDescription={t('sitemap.metaDescription')}>
      <div css={cardGridStyle}>
        {SITEMAP_GROUPS.map(({ group, links }) => (
          <SitemapGroup
            key={group}
            id={group}
            heading={t(`sitemap.groups.${group}`)}
            links={links.map(([key, path]) => ({ path, label: t(`sitemap.links.${key}`) }))}
          />
        ))}
        <ServerDataGroups />
      </div>
    </ContentPage>
  );
}
