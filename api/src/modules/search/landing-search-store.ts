import { LANDING_SEARCH_LIMIT } from '@klob/shared/api-contract/search';
import { likeContains, likeIgnoringCase } from '../../db/like-contains.js';
import { allValues, type Sql } from '../../db/sql.js';

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Names for the landing job-vacancy search (spec 1 §7): distinct position names (whatever their case), or the
 * names of companies with visible vacancies; names starting with the text first.
 */
export function createLandingSearchStore(sql: Sql) {
  const params = (text: string) => ({ contains: likeContains(text), prefix: startsWith(text) });
  return {
    positionNames: (text: string) =>
      allValues<string>(
        sql,
        `SELECT MIN(position_name) FROM vacancies WHERE ${likeIgnoringCase('position_name', '@contains')}
         GROUP BY lower(position_name)
         ORDER BY MAX(CASE WHEN ${likeIgnoringCase('position_name', '@prefix')} THEN 1 ELSE 0 END) DESC, lower(MIN(position_name))
         LIMIT ${LANDING_SEARCH_LIMIT}`,
        params(text),
      ),
    corporateNames: (text: string) =>
      allValues<string>(
        sql,
        `SELECT c.corporate_name FROM companies c
         WHERE ${likeIgnoringCase('c.corporate_name', '@contains')}
           AND EXISTS (SELECT 1 FROM vacancies v WHERE v.corporate_id = c.corporate_id AND v.anonym = 0)
         ORDER BY CASE WHEN ${likeIgnoringCase('c.corporate_name', '@prefix')} THEN 1 ELSE 0 END DESC, lower(c.corporate_name)
         LIMIT ${LANDING_SEARCH_LIMIT}`,
        params(text),
      ),
  };
}
