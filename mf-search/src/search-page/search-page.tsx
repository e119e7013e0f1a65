import { css } from '@emotion/react';
import { useServerData, useUnitProps, type UnitProps } from '@klob/shared';
import { SUGGESTION_TYPES, type SearchResultsPage, type SuggestionItem, type SuggestionType } from '@klob/shared/api-contract/search';
import { bareListStyle, colors, fontSizes, radii, space } from '@klob/shared/ui';
import { AppLink } from '../common/app-link';
import { useSearchTranslation } from '../common/language';
import { EmptyState, LoadState } from '../common/load-state';
import {
  cardBodyStyle,
  cardListStyle,
  cardStyle,
  headingStyle,
  linkButtonStyle,
  LOGO_SIZE,
  logoStyle,
  pageStyle,
  subtleStyle,
} from '../common/page.styles';
import { Pager, pageNumberOf } from '../common/pager';
import { searchPageUrl, suggestionTargetUrl } from '../links/target-urls';
import { fetchSearchResults } from '../search-api/search-api';

/** Items per group when /search shows every group at once. */
const OVERVIEW_SIZE = 4;

const tabsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  ${bareListStyle}
  margin-bottom: ${space(5)};
  a {
    display: inline-block;
    padding: ${space(2)} ${space(4)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    color: ${colors.text};
    text-decoration: none;
    font-size: ${fontSizes.sm};
  }
  a[aria-current='page'] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.primaryText};
  }
`;
const sectionStyle = css`
  margin-bottom: ${space(8)};
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space(3)};
    margin-bottom: ${space(3)};
  }
  h2 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
`;

const isSuggestionType = (value: string | undefined): value is SuggestionType =>
  (SUGGESTION_TYPES as readonly string[]).includes(value ?? '');

function ResultCard({ item, signedIn }: { item: SuggestionItem; signedIn: boolean }) {
  const { t } = useSearchTranslation();
  const company = item.type === 'jobVacancy' ? (item.anonym ? t('suggestions.anonymousCompany') : item.corporateName) : item.corporateName;
  return (
    <AppLink href={suggestionTargetUrl(item, signedIn)} css={cardStyle} data-testid="search-result">
      {item.thumbnailUrl ? (
        <img css={logoStyle} src={item.thumbnailUrl} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" />
      ) : (
        <span css={logoStyle} aria-hidden="true">
          {item.text.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div css={cardBodyStyle}>
        <h3>{item.text}</h3>
        {company && <p>{company}</p>}
      </div>
    </AppLink>
  );
}

function ResultCards({ items, signedIn }: { items: readonly SuggestionItem[]; signedIn: boolean }) {
  return (
    <ul css={cardListStyle}>
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <ResultCard item={item} signedIn={signedIn} />
        </li>
      ))}
    </ul>
  );
}

/** Every group's first items, each with a link to all of its results; groups without results are left out. */
function Overview({ keyword }: { keyword: string }) {
  const { t, language } = useSearchTranslation();
  const { services } = useUnitProps();
  const signedIn = services.auth.isAuthenticated();
  const groups = useServerData<SearchResultsPage[]>({
    key: `search-overview?${JSON.stringify({ keyword, language })}`,
    load: (signal) =>
      Promise.all(
        SUGGESTION_TYPES.map((type) =>
          fetchSearchResults(services.http.service, { keyword, type, page: 1, size: OVERVIEW_SIZE, lang: language }, signal),
        ),
      ),
  });
  return (
    <LoadState data={groups}>
      {(found) => {
        const withItems = found.filter((group) => group.items.length > 0);
        if (withItems.length === 0) return <EmptyState title={t('results.emptyTitle')} description={t('results.emptyDescription')} />;
        return withItems.map((group) => (
          <section key={group.type} css={sectionStyle} aria-labelledby={`search-group-${group.type}`}>
            <header>
              <h2 id={`search-group-${group.type}`}>{t(`suggestions.${group.type}`)}</h2>
              {group.totalItems > group.items.length && (
                <AppLink href={searchPageUrl(keyword, { type: group.type })} css={linkButtonStyle}>
                  {t('results.seeAll')}
                </AppLink>
              )}
            </header>
            <ResultCards items={group.items} signedIn={signedIn} />
          </section>
        ));
      }}
    </LoadState>
  );
}

/** One group's results, one page at a time. */
function GroupPage({ keyword, type, page }: { keyword: string; type: SuggestionType; page: number }) {
  const { t, language } = useSearchTranslation();
  const { services } = useUnitProps();
  const signedIn = services.auth.isAuthenticated();
  const results = useServerData<SearchResultsPage>({
    key: `search-results?${JSON.stringify({ keyword, type, page, language })}`,
    load: (signal) => fetchSearchResults(services.http.service, { keyword, type, page, lang: language }, signal),
  });
  return (
    <section css={sectionStyle} aria-labelledby={`search-group-${type}`}>
      <header>
        <h2 id={`search-group-${type}`}>{t(`suggestions.${type}`)}</h2>
      </header>
      <LoadState data={results}>
        {(found) =>
          found.items.length === 0 ? (
            <EmptyState title={t('results.emptyTitle')} description={t('results.emptyDescription')} />
          ) : (
            <>
              <p css={subtleStyle} role="status">
                {t('results.count', { count: found.totalItems })}
              </p>
              <ResultCards items={found.items} signedIn={signedIn} />
              <Pager
                page={found.page}
                totalPages={found.totalPages}
                urlOf={(next) => searchPageUrl(keyword, { type, page: String(next) })}
              />
            </>
          )
        }
      </LoadState>
    </section>
  );
}

/**
 * /search?q= (S1-2.1-16, S2-2-19): the global results grouped as the suggestions are. Without `type`
 * every group shows its first items; `type` shows that group alone, paged by `page`.
 */
export function SearchPage({ query }: UnitProps) {
  const { t } = useSearchTranslation();
  const keyword = query.q?.trim() ?? '';
  const type = isSuggestionType(query.type) ? query.type : null;
  const page = pageNumberOf(query.page);

  if (!keyword)
    return (
      <div css={pageStyle}>
        <EmptyState title={t('results.emptyTitle')} description={t('results.noKeyword')} />
      </div>
    );
  return (
    <div css={pageStyle}>
      <h1 css={headingStyle}>{t('results.title', { keyword })}</h1>
      <nav aria-label={t('results.groups')}>
        <ul css={tabsStyle}>
          <li>
            <AppLink href={searchPageUrl(keyword)} aria-current={type === null ? 'page' : undefined}>
              {t('results.all')}
            </AppLink>
          </li>
          {SUGGESTION_TYPES.map((group) => (
            <li key={group}>
              <AppLink href={searchPageUrl(keyword, { type: group })} aria-current={type === group ? 'page' : undefined}>
                {t(`suggestions.${group}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {type ? <GroupPage keyword={keyword} type={type} page={page} /> : <Overview keyword={keyword} />}
    </div>
  );
}
