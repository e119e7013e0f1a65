import type { SuggestionType } from '@klob/shared/api-contract/search';

/**
 * How each content table feeds the suggestion index. `titleSql` and `keywordsSql` are
 * the searched words (title words weigh more); the display columns are copied into
 * search_documents so that one query answers every group without joins.
 * The expressions use `row` for the source row.
 */
export interface IndexedEntity {
  type: SuggestionType;
  table: string;
  idColumn: string;
  titleSql: string;
  keywordsSql: string;
  display: { textId: string; textEn: string; thumbnailUrl: string; anonym: string; corporateId: string; corporateName: string };
}

const companyColumn = (column: string) => `(SELECT ${column} FROM companies WHERE corporate_id = row.corporate_id)`;
const noCompany = { anonym: '0', corporateId: 'NULL', corporateName: 'NULL' };

export const indexedEntities: IndexedEntity[] = [
  {
    type: 'jobVacancy',
    table: 'vacancies',
    idColumn: 'klob_vacancy_code',
    titleSql: 'row.position_name',
    // An anonymous vacancy must not be found by its company's name.
    keywordsSql: `row.job_category || ' ' || row.city || ' ' || row.province || ' ' ||
      CASE WHEN row.anonym = 1 THEN '' ELSE coalesce(${companyColumn('corporate_name')}, '') END`,
    display: {
      textId: 'row.position_name',
      textEn: 'row.position_name',
      thumbnailUrl: companyColumn('logo_url'),
      anonym: 'row.anonym',
      corporateId: 'row.corporate_id',
      corporateName: companyColumn('corporate_name'),
    },
  },
  {
    type: 'klobmeter',
    table: 'klobmeter_items',
    idColumn: 'label',
    titleSql: `row.title_id || ' ' || row.title_en`,
    keywordsSql: `coalesce(row.position_name, '') || ' ' || coalesce(row.province, '')`,
    display: { textId: 'row.title_id', textEn: 'row.title_en', thumbnailUrl: 'row.thumbnail_url', ...noCompany },
  },
  {
    type: 'ensiklobedia',
    table: 'articles',
    idColumn: 'article_id',
    titleSql: `row.title_id || ' ' || row.title_en`,
    keywordsSql: 'row.category',
    display: { textId: 'row.title_id', textEn: 'row.title_en', thumbnailUrl: 'row.thumbnail_url', ...noCompany },
  },
  {
    type: 'kaleidosklob',
    table: 'kaleidosklob_items',
    idColumn: 'item_id',
    titleSql: `row.title_id || ' ' || row.title_en`,
    keywordsSql: `coalesce(${companyColumn('corporate_name')}, '')`,
    display: {
      textId: 'row.title_id',
      textEn: 'row.title_en',
      thumbnailUrl: 'row.thumbnail_url',
      anonym: '0',
      corporateId: 'row.corporate_id',
      corporateName: companyColumn('corporate_name'),
    },
  },
];
