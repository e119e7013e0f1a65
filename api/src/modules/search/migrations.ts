import type { Migration } from '../../db/database.js';
import { toPostgresSchema } from '../../db/postgres-dialect.js';
import { indexedEntities, type IndexedEntity } from './indexed-entities.js';

/** Full-text index of the suggestion call; word prefixes of 1 to 3 characters have their own index. */
export const SUGGESTION_INDEX = 'search_suggestion_index';
/** Title words count ten times as much as keyword words in the ranking. */
const TITLE_WEIGHT = 10;

/** One row per indexed item, with what its suggestion shows; doc_id is the index rowid. Both engines' migrations create it. */
const SEARCH_DOCUMENTS_TABLE = `CREATE TABLE search_documents (
    doc_id INTEGER PRIMARY KEY AUTOINCREMENT,
    entity TEXT NOT NULL,
    entity_id TEXT NOT NULL,
    text_id TEXT NOT NULL,
    text_en TEXT NOT NULL,
    thumbnail_url TEXT,
    anonym INTEGER NOT NULL DEFAULT 0,
    corporate_id TEXT,
    corporate_name TEXT,
    UNIQUE (entity, entity_id)
  );`;

const withRow = (sql: string, alias: string) => sql.replace(/\brow\./g, `${alias}.`);

/** Adds the documents of `alias` rows: the trigger's NEW row, or every row of the table for the backfill. */
function addDocumentSql(entity: IndexedEntity, alias: string, from: string): string {
  const id = `${alias}.${entity.idColumn}`;
  const d = entity.display;
  const display = [d.textId, d.textEn, d.thumbnailUrl, d.anonym, d.corporateId, d.corporateName]
    .map((sql) => withRow(sql, alias))
    .join(', ');
  return `
    INSERT INTO search_documents (entity, entity_id, text_id, text_en, thumbnail_url, anonym, corporate_id, corporate_name)
      SELECT '${entity.type}', ${id}, ${display} ${from};
    INSERT INTO ${SUGGESTION_INDEX} (rowid, title, keywords)
      SELECT d.doc_id, ${withRow(entity.titleSql, alias)}, ${withRow(entity.keywordsSql, alias)}
      ${from ? `${from} JOIN search_documents d ON` : 'FROM search_documents d WHERE'} d.entity = '${entity.type}' AND d.entity_id = ${id};`;
}

function removeDocumentSql(entity: IndexedEntity, alias: string): string {
  const id = `${alias}.${entity.idColumn}`;
  return `
    DELETE FROM ${SUGGESTION_INDEX} WHERE rowid = (SELECT doc_id FROM search_documents WHERE entity = '${entity.type}' AND entity_id = ${id});
    DELETE FROM search_documents WHERE entity = '${entity.type}' AND entity_id = ${id};`;
}

/** Triggers keep the index in step with the content tables; the backfill covers rows that existed before. */
function entityIndexSql(entity: IndexedEntity): string {
  const name = `search_index_${entity.table}`;
  return `
    CREATE TRIGGER ${name}_insert AFTER INSERT ON ${entity.table} BEGIN ${addDocumentSql(entity, 'NEW', '')} END;
    CREATE TRIGGER ${name}_update AFTER UPDATE ON ${entity.table} BEGIN ${removeDocumentSql(entity, 'OLD')} ${addDocumentSql(entity, 'NEW', '')} END;
    CREATE TRIGGER ${name}_delete AFTER DELETE ON ${entity.table} BEGIN ${removeDocumentSql(entity, 'OLD')} END;
    ${addDocumentSql(entity, 'src', `FROM ${entity.table} src`)}`;
}

/** PostgreSQL: one trigger function per content table does what SQLite's three triggers do. */
function entityIndexPostgres(entity: IndexedEntity): string {
  const name = `search_index_${entity.table}`;
  return `
    CREATE FUNCTION ${name}_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN ${removeDocumentSql(entity, 'OLD')} END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN ${addDocumentSql(entity, 'NEW', '')} END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER ${name} AFTER INSERT OR UPDATE OR DELETE ON ${entity.table} FOR EACH ROW EXECUTE FUNCTION ${name}_change();
    ${addDocumentSql(entity, 'src', `FROM ${entity.table} src`)}`;
}

/**
 * The suggestion index on PostgreSQL: title and keywords in a weighted tsvector (title words first, as the SQLite
 * ranking), GIN-indexed. Words are matched without case and without diacritics ('simple' configuration, unaccent).
 */
const SEARCH_SUGGESTION_INDEX_POSTGRES = `
  ${toPostgresSchema(SEARCH_DOCUMENTS_TABLE)}
  -- unaccent with its dictionary named is immutable, as a generated column needs.
  CREATE FUNCTION klob_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$;
  CREATE TABLE ${SUGGESTION_INDEX} (
    rowid BIGINT PRIMARY KEY,
    title TEXT,
    keywords TEXT,
    document TSVECTOR GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', klob_unaccent(coalesce(title, ''))), 'A')
        || setweight(to_tsvector('simple', klob_unaccent(coalesce(keywords, ''))), 'B')
    ) STORED
  );
  CREATE INDEX ${SUGGESTION_INDEX}_document ON ${SUGGESTION_INDEX} USING GIN (document);
  ${indexedEntities.map(entityIndexPostgres).join('\n')}
  CREATE FUNCTION search_index_company_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE vacancies SET corporate_id = corporate_id WHERE corporate_id = NEW.corporate_id;
    UPDATE kaleidosklob_items SET corporate_id = corporate_id WHERE corporate_id = NEW.corporate_id;
    RETURN NULL;
  END $fn$;
  CREATE TRIGGER search_index_company_change AFTER UPDATE OF corporate_name, logo_url ON companies
    FOR EACH ROW EXECUTE FUNCTION search_index_company_change();
`;

export const searchMigrations: Migration[] = [
  {
    id: '035-search-suggestion-index',
    sql: `
      ${SEARCH_DOCUMENTS_TABLE}
      CREATE VIRTUAL TABLE ${SUGGESTION_INDEX} USING fts5(
        title, keywords,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3'
      );
      INSERT INTO ${SUGGESTION_INDEX} (${SUGGESTION_INDEX}, rank) VALUES ('rank', 'bm25(${TITLE_WEIGHT}.0, 1.0)');
      ${indexedEntities.map(entityIndexSql).join('\n')}
      -- A company's new name or logo re-indexes its vacancies and stories.
      CREATE TRIGGER search_index_company_change AFTER UPDATE OF corporate_name, logo_url ON companies BEGIN
        UPDATE vacancies SET corporate_id = corporate_id WHERE corporate_id = NEW.corporate_id;
        UPDATE kaleidosklob_items SET corporate_id = corporate_id WHERE corporate_id = NEW.corporate_id;
      END;
    `,
    postgres: SEARCH_SUGGESTION_INDEX_POSTGRES,
  },
  {
    id: '035-search-history',
    sql: `
      CREATE TABLE search_history (
        history_id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        entity TEXT NOT NULL,
        keyword TEXT NOT NULL,
        -- lower case, trimmed, inner spaces collapsed: one entry per keyword whatever its case
        keyword_key TEXT NOT NULL,
        searched_at TEXT NOT NULL,
        UNIQUE (user_id, keyword_key)
      );
      CREATE INDEX search_history_newest_first ON search_history (user_id, history_id DESC);
    `,
  },
];
