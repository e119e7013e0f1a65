import { ANONYMOUS_CORPORATE_ID, ANONYMOUS_CORPORATE_NAME } from '@klob/shared/api-contract/content';
import {
  SUGGESTION_GROUP_LIMIT,
  SUGGESTION_TYPES,
  type SuggestionGroups,
  type SuggestionItem,
  type SuggestionType,
} from '@klob/shared/api-contract/search';
import type { Db } from '../../db/database.js';
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
export function createSuggestionStore(db: Db) {
  const statement = db.prepare(
    `SELECT entity, entity_id, text_id, text_en, thumbnail_url, anonym, corporate_id, corporate_name FROM (
       SELECT d.*, row_number() OVER (PARTITION BY d.entity ORDER BY s.rank) AS place
       FROM ${SUGGESTION_INDEX} s CROSS JOIN search_documents d ON d.doc_id = s.rowid
       WHERE ${SUGGESTION_INDEX} MATCH @match
     )
     WHERE place <= ${SUGGESTION_GROUP_LIMIT}
     ORDER BY entity, place`,
  );

  return {
    suggest(match: string, language: SuggestionLanguage): Omit<SuggestionGroups, 'lastSearchKeyword'> {
      const groups = Object.fromEntries(SUGGESTION_TYPES.map((type) => [type, [] as SuggestionItem[]])) as Record<
        SuggestionType,
        SuggestionItem[]
      >;
      for (const row of statement.all({ match }) as SuggestionRow[]) groups[row.entity]?.push(toItem(row, language));
      return groups;
    },
  };
}
