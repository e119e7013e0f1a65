import { ARTICLE_CATEGORIES, type ArticleCategory, type ArticleListQuery, type ArticleSummary } from '@klob/shared/api-contract/content';
import { mutedStyle } from '../common/styles';
import { textKeyOf } from '../common/text-key';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { SUCCESS_PERSON_TAB, articleDetailPath } from '../urls/journey-urls';
import { ContentCard } from './content-card';
import { KindTabs } from './kind-tabs';
import { defineSection, sectionPage, type SectionFiltersProps } from './section-list-page';
import { sectionsApi } from './sections-api';

const isCategory = (value: string | undefined): value is ArticleCategory => ARTICLE_CATEGORIES.includes(value as ArticleCategory);

/** The tab of the URL (spec 1 §2.3: tab=success-person), else the category filter. */
function categoryOf(query: Readonly<Record<string, string>>): ArticleCategory | undefined {
  if (query.tab === SUCCESS_PERSON_TAB) return 'success-person';
  return isCategory(query.category) ? query.category : undefined;
}

function EnsiklobediaFilters({ listQuery, setQuery }: SectionFiltersProps<ArticleListQuery>) {
  const { t } = useJourneyText();
  const choose = (category: ArticleCategory | undefined) =>
    category === 'success-person' ? setQuery({ tab: SUCCESS_PERSON_TAB, category: undefined }) : setQuery({ category, tab: undefined });
  return (
    <KindTabs
      label={t('ensiklobedia.categoryLabel')}
      kinds={ARTICLE_CATEGORIES}
      active={listQuery.category}
      textOf={(category) => t(`ensiklobedia.categories.${textKeyOf(category)}`)}
      allText={t('ensiklobedia.allArticles')}
      onChange={choose}
    />
  );
}

function ArticleCard({ item: article }: { item: ArticleSummary }) {
  const { t, pick } = useJourneyText();
  const signedIn = useSignedIn();
  return (
    <ContentCard
      to={articleDetailPath(article.articleId, signedIn)}
      thumbnailUrl={article.thumbnailUrl}
      label={t(`ensiklobedia.categories.${textKeyOf(article.category)}`)}
      title={pick(article.title)}
      summary={pick(article.summary)}
    >
      <p css={mutedStyle}>
        {article.author} · {t('ensiklobedia.readingTime', { minutes: article.readMinutes })}
      </p>
    </ContentCard>
  );
}

/** Ensiklobedia (spec 1 §1): articles by category, with the success-person tab, paged. */
export const ENSIKLOBEDIA_SECTION = defineSection<ArticleListQuery, ArticleSummary>({
  section: 'ensiklobedia',
  texts: 'ensiklobedia',
  feedback: 'ensiklobedia',
  listQuery: (query, page) => ({ category: categoryOf(query), page, size: 12 }),
  cacheKey: 'journey-articles',
  load: (client, query, options) => sectionsApi.articles(client, query, options),
  Filters: EnsiklobediaFilters,
  itemKey: (article) => article.articleId,
  Card: ArticleCard,
});

export const EnsiklobediaPage = sectionPage(ENSIKLOBEDIA_SECTION);
