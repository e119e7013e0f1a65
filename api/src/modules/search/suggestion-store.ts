import { ANONYMOUS_CORPORATE_ID, ANONYMOUS_CORPORATE_NAME } from '@klob/shared/api-contract/content';
import {
  SUGGESTION_GROUP_LIMIT,
  SUGGESTION_TYPES,
  type SearchResultsPage,
  type SuggestionGroups,
  type SuggestionItem,
  type SuggestionType,
} from '@klob/shared/api-contract/search';
import { getValue, type Sql } from '../../db/sql.js';
import { SUGGESTION_INDEX } from './migrations.js';

export type SuggestionLanguage = 'id' | 'en';

interface SuggestionRow {
  entity: SuggestionType;
  entity_id: string;
  text_id: string;
  text_en: string;
  thumbnail_url: string | null;
  anonym: number;
  corporate_id: string | null;
  corporate_name: string | null;
}

function toItem(row: SuggestionRow, language: SuggestionLanguage): SuggestionItem {
  const anonym = row.anonym === 1;
  return {
    text: language === 'en' ? row.text_en : row.text_id,
    type: row.entity,
    id: row.entity_id,
    thumbnailUrl: anonym ? null : row.thumbnail_url,
    anonym,
    corporateId: anonym ? ANONYMOUS_CORPORATE_ID : row.corporate_id,
    corporateName: anonym ? ANONYMOUS_CORPORATE_NAME : row.corporate_name,
  };
}

/**
 * The suggestion groups of one keyword from a single indexed full-text query: the
 * best-ranked SUGGESTION_GROUP_LIMIT items of every group, display columns included.
 */
/** The FTS5 prefix query of `toPrefixMatchQuery` ("word"* "other"*) as a PostgreSQL tsquery ('word':* & 'other':*). */
export const toPrefixTsQuery = (match: string): string =>
  [...match.matchAll(/"([^"]*)"\*/g)].map(([, word]) => `'${withoutDiacritics(word ?? '')}':*`).join(' & ');

/** 'frönt' → 'front', as the index's unaccent does to the documents. */
const withoutDiacritics = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** Where the engines differ: the match condition and the ranking (ascending: best first). */
const MATCHING = {
  // CROSS JOIN: SQLite reads the index first (its planner would otherwise start from the documents).
  sqlite: { join: 'CROSS JOIN', where: `${SUGGESTION_INDEX} MATCH @match`, rank: 's.rank' },
  // Title words weigh ten times the keywords (weights D, C, B, A), as bm25(10, 1) on SQLite.
  postgres: {
    join: 'JOIN',
    where: `s.document @@ to_tsquery('simple', @match)`,
    rank: `-ts_rank('{0, 0, 0.1, 1}', s.document, to_tsquery('simple', @match))`,
  },
} as const;

export function createSuggestionStore(sql: Sql) {
  const { join, where, rank } = MATCHING[sql.dialect];
  const matchOf = (match: string) => (sql.dialect === 'postgres' ? toPrefixTsQuery(match) : match);
  const suggestions = `SELECT entity, entity_id, text_id, text_en, thumbnail_url, anonym, corporate_id, corporate_name FROM (
       SELECT d.*, row_number() OVER (PARTITION BY d.entity ORDER BY ${rank}, d.doc_id) AS place
       FROM ${SUGGESTION_INDEX} s ${join} search_documents d ON d.doc_id = s.rowid
       WHERE ${where}
     ) AS ranked
     WHERE place <= ${SUGGESTION_GROUP_LIMIT}
     ORDER BY entity, place`;

  const pageOfType = `SELECT d.entity, d.entity_id, d.text_id, d.text_en, d.thumbnail_url, d.anonym, d.corporate_id, d.corporate_name
     FROM ${SUGGESTION_INDEX} s ${join} search_documents d ON d.doc_id = s.rowid
     WHERE ${where} AND d.entity = @type
     ORDER BY ${rank}, d.doc_id
     LIMIT @limit OFFSET @offset`;
  const countOfType = `SELECT COUNT(*) FROM ${SUGGESTION_INDEX} s ${join} search_documents d ON d.doc_id = s.rowid
       WHERE ${where} AND d.entity = @type`;

  return {
    /** One group's items for the search page, ranked as the suggestions are. */
    async page(
      match: string,
      type: SuggestionType,
      language: SuggestionLanguage,
      window: { page: number; size: number },
    ): Promise<SearchResultsPage> {
      const rows = await sql.all<SuggestionRow>(pageOfType, {
        match: matchOf(match),
        type,
        limit: window.size,
        offset: (window.page - 1) * window.size,
      });
      const totalItems = (await getValue<number>(sql, countOfType, { match: matchOf(match), type })) ?? 0;
      return {
        type,
        items: rows.map((row) => toItem(row, language)),
        page: window.page,
        size: window.size,
        totalItems,
        totalPages: Math.ceil(totalItems / window.size),
      };
    },
    async suggest(match: string, language: SuggestionLanguage): Promise<Omit<SuggestionGroups, 'lastSearchKeyword'>> {
      const groups = Object.fromEntries(SUGGESTION_TYPES.map((type) => [type, [] as SuggestionItem[]])) as Record<
        SuggestionType,
        SuggestionItem[]
      >;
      for (const row of await sql.all<SuggestionRow>(suggestions, { match: matchOf(match) }))
        groups[row.entity]?.push(toItem(row, language));
      return groups;
    },
  };
}
