import type { ComponentType } from 'react';
import { useServerData, useServices, type HttpClient } from '@klob/shared';
import type { FeedbackSection } from '@klob/shared/api-contract/forms';
import { colors, fontSizes } from '@klob/shared/ui';
import type { CallOptions } from '@klob/shared/api-contract/envelope';
import { EmptyState, ErrorState, Pager, SkeletonList } from '../common/state-views';
import { gridStyle, pageStyle, pageTitleStyle, subtitleStyle } from '../common/styles';
import { usePageQuery } from '../common/use-page-query';
import { useJourneyText } from '../common/use-journey';
import type { Section } from '../urls/journey-urls';
import { SectionFeedback } from './section-feedback';
import { SectionNav } from './section-nav';

/** A section's list as the template shows it: the items, and the paging when the list is paged. */
export interface SectionList<Item> {
  items: readonly Item[];
  page?: number;
  totalPages?: number;
  totalItems?: number;
}

/** What a section's filters get: the list query of the URL, and the URL query writer (a change goes back to page 1). */
export interface SectionFiltersProps<Query> {
  listQuery: Query;
  setQuery(changes: Record<string, string | undefined>): void;
}

/** The text namespace of a section in the journey texts (`{texts}.title`, `{texts}.subtitle`, ...). */
export type SectionTexts = 'klobMeter' | 'klobAndCo' | 'kaleidosklob' | 'ensiklobedia';

/** Everything that makes one journey section's list page differ from another's. */
export interface SectionConfig<Query, Item> {
  /** Its tab in the section nav and its URL segment; the page's test id is `journey-{section}`. */
  section: Section;
  texts: SectionTexts;
  /** The section of its feedback survey (spec 1 §3). */
  feedback: FeedbackSection;
  /** The list call's query, read from the URL query and page. */
  listQuery(query: Readonly<Record<string, string>>, page: number): Query;
  /** The cache key of the list, before its query. */
  cacheKey: string;
  load(client: HttpClient, query: Query, options: CallOptions): Promise<SectionList<Item>>;
  Filters: ComponentType<SectionFiltersProps<Query>>;
  itemKey(item: Item): string;
  Card: ComponentType<{ item: Item }>;
  /** The empty list's own text; the common one otherwise. */
  emptyText?: string;
  /** A line above the list with the count of all items (`{ count }`); none otherwise. */
  totalText?: string;
}

/** Keeps a configuration's Query and Item types tied together where it is written. */
export const defineSection = <Query, Item>(config: SectionConfig<Query, Item>) => config;

/**
 * The list page of a journey section (spec 1 §1): the section tabs, title and subtitle, the section's filters,
 * its list (skeletons, error with retry, empty state, cards, pager) and its feedback survey.
 */
export function SectionListPage<Query, Item>({ config }: { config: SectionConfig<Query, Item> }) {
  const { t } = useJourneyText();
  const { http } = useServices();
  const { query, page, setQuery, setPage } = usePageQuery();
  const listQuery = config.listQuery(query, page);
  const list = useServerData({
    key: `${config.cacheKey}?${JSON.stringify(listQuery)}`,
    load: (signal) => config.load(http.base, listQuery, { signal }),
  });
  const { Filters, Card } = config;
  return (
    <div css={pageStyle} data-testid={`journey-${config.section}`}>
      <SectionNav active={config.section} />
      <h1 css={pageTitleStyle}>{t(`${config.texts}.title`)}</h1>
      <p css={subtitleStyle}>{t(`${config.texts}.subtitle`)}</p>
      <Filters listQuery={listQuery} setQuery={setQuery} />
      {list.status === 'loading' && <SkeletonList />}
      {list.status === 'failed' && <ErrorState retry={list.retry} />}
      {list.status === 'ready' &&
        (list.data.items.length === 0 ? (
          <EmptyState message={config.emptyText === undefined ? undefined : t(config.emptyText)} />
        ) : (
          <>
            {config.totalText !== undefined && list.data.totalItems !== undefined && (
              <p css={{ color: colors.textMuted, fontSize: fontSizes.sm }}>{t(config.totalText, { count: list.data.totalItems })}</p>
            )}
            <ul css={gridStyle}>
              {list.data.items.map((item) => (
                <li key={config.itemKey(item)}>
                  <Card item={item} />
                </li>
              ))}
            </ul>
            {list.data.page !== undefined && list.data.totalPages !== undefined && (
              <Pager page={list.data.page} totalPages={list.data.totalPages} onPage={setPage} />
            )}
          </>
        ))}
      <SectionFeedback section={config.feedback} />
    </div>
  );
}

/** The routed page of one section: the template with that section's configuration. */
export function sectionPage<Query, Item>(config: SectionConfig<Query, Item>) {
  const Page = () => <SectionListPage config={config} />;
  Page.displayName = `SectionPage(${config.section})`;
  return Page;
}
