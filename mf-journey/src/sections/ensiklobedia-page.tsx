import { textKeyOf } from '../common/text-key';
import { ARTICLE_CATEGORIES, type ArticleCategory, type ArticleListQuery } from '@klob/shared/api-contract/content';
import { useServerData, useServices } from '@klob/shared';
import { JourneyLink } from '../common/journey-link';
import { KindTabs } from './kind-tabs';
import { SectionNav } from './section-nav';
import { EmptyState, ErrorState, Pager, SkeletonList } from '../common/state-views';
import {
  cardStyle,
  cardTitleStyle,
  chipStyle,
  gridStyle,
  mutedStyle,
  pageStyle,
  pageTitleStyle,
  subtitleStyle,
  thumbnailStyle,
} from '../common/styles';
import { usePageQuery } from '../common/use-page-query';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { SectionFeedback } from './section-feedback';
import { SUCCESS_PERSON_TAB, articleDetailPath } from '../urls/journey-urls';
import { sectionsApi } from './sections-api';

const isCategory = (value: string | undefined): value is ArticleCategory => ARTICLE_CATEGORIES.includes(value as ArticleCategory);

/** The tab of the URL (spec 1 §2.3: tab=success-person), else the category filter. */
function categoryOf(query: Readonly<Record<string, string>>): ArticleCategory | undefined {
  if (query.tab === SUCCESS_PERSON_TAB) return 'success-person';
  return isCategory(query.category) ? query.category : undefined;
}

/** Ensiklobedia (spec 1 §1): articles by category, with the success-person tab, paged. */
export function EnsiklobediaPage() {
  const { t, pick } = useJourneyText();
  const { http } = useServices();
  const signedIn = useSignedIn();
  const { query, page, setQuery, setPage } = usePageQuery();
  const listQuery: ArticleListQuery = { category: categoryOf(query), page, size: 12 };
  const articles = useServerData({
    key: `journey-articles?${JSON.stringify(listQuery)}`,
    load: (signal) => sectionsApi.articles(http.base, listQuery, { signal }),
  });
  const choose = (category: ArticleCategory | undefined) =>
    category === 'success-person' ? setQuery({ tab: SUCCESS_PERSON_TAB, category: undefined }) : setQuery({ category, tab: undefined });
  return (
    <div css={pageStyle} data-testid="journey-ensiklobedia">
      <SectionNav active="ensiklobedia" />
      <h1 css={pageTitleStyle}>{t('ensiklobedia.title')}</h1>
      <p css={subtitleStyle}>{t('ensiklobedia.subtitle')}</p>
      <KindTabs
        label={t('ensiklobedia.categoryLabel')}
        kinds={ARTICLE_CATEGORIES}
        active={listQuery.category}
        textOf={(category) => t(`ensiklobedia.categories.${textKeyOf(category)}`)}
        allText={t('ensiklobedia.allArticles')}
        onChange={choose}
      />
      {articles.status === 'loading' && <SkeletonList />}
      {articles.status === 'failed' && <ErrorState retry={articles.retry} />}
      {articles.status === 'ready' &&
        (articles.data.items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul css={gridStyle}>
              {articles.data.items.map((article) => (
                <li key={article.articleId}>
                  <JourneyLink to={articleDetailPath(article.articleId, signedIn)} css={cardStyle}>
                    <img css={thumbnailStyle} src={article.thumbnailUrl} alt="" loading="lazy" />
                    <span css={chipStyle}>{t(`ensiklobedia.categories.${textKeyOf(article.category)}`)}</span>
                    <h3 css={cardTitleStyle}>{pick(article.title)}</h3>
                    <p css={mutedStyle}>{pick(article.summary)}</p>
                    <p css={mutedStyle}>
                      {article.author} · {t('ensiklobedia.readingTime', { minutes: article.readMinutes })}
                    </p>
                  </JourneyLink>
                </li>
              ))}
            </ul>
            <Pager page={articles.data.page} totalPages={articles.data.totalPages} onPage={setPage} />
          </>
        ))}
      <SectionFeedback section="ensiklobedia" />
    </div>
  );
}
